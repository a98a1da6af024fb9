/**
 * A real, seeded CMS for the operations tests: the cms test harness (compiled Strapi on a temp
 * SQLite file with the demo content), in this process, on a free port of 127.0.0.1.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import sharp from 'sharp';
import { CMS_DIR } from '../../../scripts/lib/paths';
import { startCms, type RunningCms } from '@hospital/test-support/harness';

export interface OpsCms {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** host:port, as nginx's upstream wants it. */
  host: string;
  /** Strapi's public folder: uploads are under `${publicDir}/uploads`. */
  publicDir: string;
  createAdmin(): Promise<{ token: string }>;
  /** A JPEG of at least `bytes` bytes (noise does not compress). */
  largeJpeg(bytes: number): Promise<Buffer>;
  stop(): Promise<void>;
}

export async function startCmsForOps(): Promise<OpsCms> {
  // As cms/vitest.config.mts does: a developer's cms/.env must not steer the test CMS.
  process.env.ENV_PATH = join(CMS_DIR, 'tests', 'no-such.env');
  process.env.STRAPI_TELEMETRY_DISABLED = 'true';
  const cms: RunningCms = await startCms({ demoContent: true });
  return {
    url: cms.url,
    host: new URL(cms.url).host,
    publicDir: cms.database.publicDir,
    createAdmin: () => cms.createUser({ role: 'admin' }),
    async largeJpeg(bytes: number) {
      const side = Math.ceil(Math.sqrt(bytes * 1.3));
      const image = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
        .jpeg({ quality: 95 })
        .toBuffer();
      if (image.length < bytes) throw new Error(`the noise JPEG came out at ${image.length} bytes`);
      return image;
    },
    stop: () => cms.stop(),
  };
}
