/**
 * `npm run mirror -- --out DIR|s3://BUCKET/PREFIX [--site URL]`: writes a static copy of the site
 * (every sitemap page and the files it uses) into DIR, or uploads it into a bucket under PREFIX
 * with each file's content type and cache header (scripts/mirror/mirror-upload.ts; the bucket is
 * reached with the S3_* variables, docs/DEPLOYMENT.md), from the running site (default
 * http://localhost:4173, as `npm start` serves it). See scripts/mirror/mirror-lib.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SITE_URL } from './lib/paths';
import { objectStoreClient, parseS3Address, s3Reason } from './lib/s3';
import { mirrorSite } from './mirror/mirror-lib';
import { uploadMirror } from './mirror/mirror-upload';

const USAGE = 'Usage: npm run mirror -- --out DIR|s3://BUCKET/PREFIX [--site http://localhost:4173]';

/** A failure told to the operator in one line, with the exit code (2: how it was called). */
class MirrorError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, site: { type: 'string' } } });
  const out = values.out;
  if (!out) throw new MirrorError(USAGE, 2);
  const bucket = out.startsWith('s3://') ? parseS3Address(out) : undefined;
  if (out.startsWith('s3://') && !bucket)
    throw new MirrorError(
      `--out ${out} names no bucket: write s3://BUCKET or s3://BUCKET/PREFIX (a valid S3 bucket name).`,
      2,
    );

  const site = (values.site ?? SITE_URL).replace(/\/+$/, '');
  const folder = bucket ? await mkdtemp(join(tmpdir(), 'hospital-mirror-')) : out;
  try {
    const figures = await mirrorSite(site, folder).catch((error: unknown) => {
      const reason =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : error;
      throw new MirrorError(
        `Mirror not complete: ${site} could not be read (${String(reason)}). Is the site running?`,
        1,
      );
    });
    if (bucket) {
      const client = objectStoreClient(process.env);
      await uploadMirror(folder, bucket, client)
        .catch((error: unknown) => {
          throw new MirrorError(
            `Mirror not complete: uploading to ${out} failed (${s3Reason(error)}). Check the S3_* variables.`,
            1,
          );
        })
        .finally(() => client.destroy());
    }
    console.log(`Mirrored ${figures.pages.length} pages and ${figures.files.length} files from ${site} into ${out}.`);
    if (figures.skipped.length > 0) console.log(`Left out (addresses with a query): ${figures.skipped.join(' ')}`);
  } finally {
    if (bucket) await rm(folder, { recursive: true, force: true });
  }
}

await main().catch((error: unknown) => {
  if (!(error instanceof MirrorError)) throw error;
  console.error(error.message);
  process.exitCode = error.code;
});
