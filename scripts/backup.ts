/**
 * npm run backup [-- FILE]
 *
 * Writes one .tar.gz archive with the CMS's database content (SQLite or Postgres, as configured by
 * the same variables the CMS reads), every uploaded file and every patient report of the reports
 * folder (PATIENT_REPORTS_DIR), plus a manifest with checksums. With S3 configured (S3_BUCKET,
 * S3_REPORTS_BUCKET...), also every object of both buckets with its content type (the reports are
 * then the reports bucket's objects).
 * Default FILE: backups/hospital-cms-<client>-<UTC timestamp>.tar.gz (BACKUP_DIR overrides the folder).
 * Safe while the CMS runs. In the cms container: `cms-backup [FILE]`.
 */
import { createBackup } from './ops/backup';
import { OpsError, runCli } from './ops/errors';

runCli('backup', async () => {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log('Usage: npm run backup [-- FILE]   (see docs/DEPLOYMENT.md)');
    return;
  }
  const positional = args.filter((arg) => !arg.startsWith('--'));
  const unknown = args.filter((arg) => arg.startsWith('--'));
  if (unknown.length > 0) throw new OpsError(`unknown option ${unknown[0]}. Usage: npm run backup [-- FILE]`);
  if (positional.length > 1) throw new OpsError('one archive file at most. Usage: npm run backup [-- FILE]');
  await createBackup({ output: positional[0] });
});
