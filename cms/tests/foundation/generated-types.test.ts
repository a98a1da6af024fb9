import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generators } from '@strapi/typescript-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMS_DIR, currentTarget, startCms, type RunningCms } from '@hospital/test-support/harness';

/**
 * The content-type typings in cms/types/generated are committed, and the Document Service calls
 * are checked against them: a schema changed without `npm run types -w cms` (or `npm run dev`,
 * which regenerates them) would leave the code checked against the old fields. Regenerating from
 * the running app, with the same generator as `strapi ts:generate-types`, must give the same files.
 * The schemas do not depend on the database, so this runs on SQLite only.
 */
const COMMITTED_DIR = join(CMS_DIR, 'types', 'generated');

describe.runIf(currentTarget() === 'sqlite')('the committed content-type typings', () => {
  let cms: RunningCms;
  let outDir: string;
  beforeAll(async () => {
    cms = await startCms();
    outDir = mkdtempSync(join(tmpdir(), 'hospital-typegen-'));
    await generators.generate({
      strapi: cms.strapi,
      pwd: outDir,
      rootDir: '.',
      artifacts: { contentTypes: true, components: true },
      logger: { silent: true },
    });
  });
  afterAll(async () => {
    await cms?.stop();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('are what the schemas generate today (run `npm run types -w cms` after changing a schema)', () => {
    const regenerated = join(outDir, 'generated');
    expect(readdirSync(COMMITTED_DIR).sort()).toEqual(readdirSync(regenerated).sort());
    for (const file of readdirSync(regenerated)) {
      expect(readFileSync(join(COMMITTED_DIR, file), 'utf8'), file).toBe(readFileSync(join(regenerated, file), 'utf8'));
    }
  });
});
