import { readEnvFile } from './local-env';
import { join } from 'node:path';
import { CMS_DIR, CMS_URL } from './paths';

/** What a person needs after start-up: where things are and how to sign in. */
export function printReady(siteUrl: string): void {
  const env = { ...readEnvFile(join(CMS_DIR, '.env')), ...process.env };
  const adminEmail = env.SEED_ADMIN_EMAIL ?? 'admin@example.com';
  const adminPassword = env.SEED_ADMIN_PASSWORD ?? 'admin-password';
  const editorEmail = env.SEED_EDITOR_EMAIL ?? 'editor@example.com';
  const editorPassword = env.SEED_EDITOR_PASSWORD ?? 'Editor-password1';
  const superAdminEmail = env.SEED_SUPERADMIN_EMAIL ?? 'superadmin@example.com';
  const superAdminPassword = env.SEED_SUPERADMIN_PASSWORD ?? 'Superadmin-password1';
  console.log(`
  The hospital site is ready.

    Site                     ${siteUrl}
    Site admin screens       ${siteUrl}/admin/login   ${adminEmail} / ${adminPassword}
    Legacy API               ${siteUrl}/api  (also ${CMS_URL}/api)
    Strapi panel (editors)   ${CMS_URL}/admin   ${editorEmail} / ${editorPassword}
    Strapi panel (developer) ${CMS_URL}/admin   ${superAdminEmail} / ${superAdminPassword}

  Press Ctrl-C to stop both.
`);
}
