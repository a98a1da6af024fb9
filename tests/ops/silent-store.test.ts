/**
 * A store that takes the connection and then says nothing (a bucket behind a stalled proxy, a
 * hung MinIO): the backup, restore and mirror scripts used to wait on it for ever, the AWS SDK's
 * default being no limit. Now each try ends after a silence and the script stops with the bucket
 * and the step named. The limits are shortened here; the scripts' own are STORE_LIMITS.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { objectStoreClient } from '../../scripts/lib/s3';
import { copyBucket } from '../../scripts/ops/buckets';
import { OpsError } from '../../scripts/ops/errors';

describe('a store that says nothing', () => {
  const held: Socket[] = [];
  const staging = mkdtempSync(join(tmpdir(), 'hospital-silent-store-'));
  let silent: Server;
  let endpoint: string;

  before(async () => {
    silent = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  });

  after(() => {
    for (const socket of held) socket.destroy();
    silent.close();
    rmSync(staging, { recursive: true, force: true });
  });

  // Without a limit the backup waits for ever: the test's own timeout turns that into a failure.
  it(
    'ends the backup of a bucket with the step and the bucket named, every try cut after its silence',
    { timeout: 20_000 },
    async () => {
      const client = objectStoreClient(
        { S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'backup', S3_SECRET_ACCESS_KEY: 'backup-secret' },
        { connectMs: 1_000, silenceMs: 300, attempts: 2 },
      );
      await assert.rejects(copyBucket(client, 'hospital-media', 'media', staging), (error: unknown) => {
        assert.ok(error instanceof OpsError, String(error));
        assert.match(error.message, /^Listing bucket hospital-media: .*(time|Timeout)/);
        return true;
      });
      assert.equal(held.length, 2, 'the store was asked once per try, each try cut after its silence');
      assert.deepEqual(readdirSync(join(staging, 'buckets', 'media')), [], 'nothing half-copied is left');
    },
  );
});
