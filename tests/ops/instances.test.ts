/**
 * Issue 26, "several of each": two site servers and two CMS instances behind the deploy nginx, on
 * one Postgres and one Redis, as processes. A CMS and then a site server is killed (kill -9) while
 * readers and writers keep going: no GET fails (nginx retries it on the other instance) and every
 * contact request answered 201 is in the database afterwards.
 *
 * Issue 45: the uploads are on one bucket of a real S3 API (s3rver, started here), and the two CMS
 * instances share no folder (each has an empty public folder of its own), as on two machines: a
 * picture uploaded through one is answered by the other with its bucket address, and deleted
 * through the other it leaves the bucket. INSTANCES_UPLOADS=shared-folder runs the same drill with
 * the one folder both share instead (compose's volume on one host), for comparison.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startObjectStore, type ObjectStore } from '@hospital/test-support/s3';
import { runInstanceDrill, type InstanceFigures } from '../../scripts/drills/instances-lib';
import { uploadsAcrossInstances, type UploadsAcrossFigures } from '../../scripts/drills/uploads-across-lib';
import { buildForTests } from '../../scripts/lib/stack';
import { startTwoOfEach, type TwoOfEach } from '../../scripts/lib/two-of-each';
import { findNginx } from './support/nginx';

const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const sharedFolder = process.env.INSTANCES_UPLOADS === 'shared-folder';

describe(
  'two of each behind nginx, one of each killed in turn',
  { skip: !findNginx() && 'nginx is not installed' },
  () => {
    let store: ObjectStore;
    let stack: TwoOfEach;
    let figures: InstanceFigures;
    let objectStore: Record<string, string>;
    let startSeconds: number;

    before(async () => {
      await buildForTests();
      store = await startObjectStore();
      objectStore = await store.createBuckets({ media: 'hospital-media', reports: 'hospital-reports' });
      const started = Date.now();
      stack = await startTwoOfEach({ postgresUrl, objectStore: sharedFolder ? undefined : objectStore });
      startSeconds = (Date.now() - started) / 1000;
      figures = await runInstanceDrill(stack);
      console.log(
        `[instances, uploads on a ${stack.uploads}] two of each started in ${startSeconds.toFixed(1)} s; ` +
          `${figures.gets} GETs (${figures.failedGets.length} failed), p99 ${figures.p99.toFixed(0)} ms, ` +
          `${figures.acknowledged} writes acknowledged, ${figures.lost} lost`,
      );
    });
    after(async () => {
      await stack?.stop();
      await store?.stop();
    });

    it('killed a CMS and then a site server while reading and writing', () => {
      assert.deepEqual(figures.kills, ['cms 1', 'site 1']);
      assert.ok(figures.gets > 100, `only ${figures.gets} reads were made`);
      assert.ok(figures.acknowledged > 10, `only ${figures.acknowledged} writes were acknowledged`);
    });

    it('answered every page and API read with 200, on the other instance while one was down', () => {
      assert.deepEqual(figures.failedGets, [], `nginx's error log ends:\n${stack.nginxErrors()}`);
    });

    it('kept every contact request it acknowledged', () => {
      assert.equal(figures.lost, 0);
    });

    describe(
      'with no shared folder, the uploads on one bucket',
      { skip: sharedFolder && 'INSTANCES_UPLOADS=shared-folder' },
      () => {
        let across: UploadsAcrossFigures;
        before(async () => {
          across = await uploadsAcrossInstances(stack, { client: store.client, name: 'hospital-media' });
          console.log(
            `[instances, uploads on a bucket] upload through CMS 1 ${across.uploadMs} ms; answered and served through ` +
              `CMS 2 ${across.servedByOtherMs} ms; deleted through CMS 2 ${across.deleteMs} ms`,
          );
        });

        it('answers a picture uploaded through one CMS from the other, at its bucket address, with its bytes', () => {
          assert.ok(
            across.imageUrl.startsWith(`${objectStore.S3_PUBLIC_URL}/`),
            `${across.imageUrl} is on the bucket's public address`,
          );
          assert.equal(across.status, 200);
          assert.equal(across.contentType, 'image/jpeg');
          assert.deepEqual(across.picture, { format: 'jpeg', width: 96, height: 64 });
          assert.ok(across.keysBefore.length > 0, 'the picture is in the bucket');
        });

        it('removes the picture from the bucket when the item is deleted through the other CMS', () => {
          assert.deepEqual(across.keysAfter, []);
          assert.ok([403, 404].includes(across.statusAfterDelete), `its address answered ${across.statusAfterDelete}`);
        });
      },
    );

    it('still serves pages and takes requests from both of each once they are back', async () => {
      const page = await fetch(`${stack.url}/emergency`);
      assert.equal(page.status, 200);
      assert.match(await page.text(), /tel:/);
    });
  },
);
