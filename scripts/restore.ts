/**
 * npm run restore -- FILE [--force] [--check]
 *
 * Brings the CMS's database, upload folder and reports folder (or, with S3 configured, its media and
 * reports buckets) back to the state saved in FILE (made by `npm run backup`). Stop the CMS first. The archive is checked completely before anything
 * changes; a corrupt or mismatching archive is refused with the reason and changes nothing.
 *   --force   replace a target that already has content (otherwise only an empty one; buckets too)
 *   --check   check the archive and the target, change nothing
 * In the cms container: `cms-restore FILE [--force] [--check]`.
 */
import { OpsError, runCli } from './ops/errors';
import { restoreBackup } from './ops/restore';

const USAGE = 'Usage: npm run restore -- FILE [--force] [--check]';

runCli('restore', async () => {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const flags = new Set(args.filter((arg) => arg.startsWith('--')));
  const files = args.filter((arg) => !arg.startsWith('--'));
  for (const flag of flags)
    if (flag !== '--force' && flag !== '--check') throw new OpsError(`unknown option ${flag}. ${USAGE}`);
  if (files.length !== 1) throw new OpsError(`name one archive. ${USAGE}`);
  await restoreBackup({ file: files[0], force: flags.has('--force'), checkOnly: flags.has('--check') });
});
