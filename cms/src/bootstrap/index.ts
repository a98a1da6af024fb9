import type { Core } from '@strapi/strapi';
import { seedDemoContentOnce, type DemoContentOutcome } from '../seed';
import { seedSiteContentOnce, type SiteContentOutcome } from '../seed/site-content';
import { seedTranslationsOnce, type TranslationsOutcome } from '../seed/translations';
import { demoContentEnabled } from '../seed/settings';
import { ADMIN_REQUIRED_ACTIONS, PUBLIC_READ_ACTIONS, ROLE_TYPES } from './access-policy';
import { ensurePanelEditor, ensurePanelSuperAdmin, ensureSiteAdmin } from './demo-accounts';
import { withholdFromPanelRoles } from './super-admin-only';
import { settlePanelPermissions } from './settle-panel-permissions';
import { ensurePanelEditorRole } from './panel-roles';
import { enforceLocalePermissions } from './locale-permissions';
import { ensureSiteLocales } from './locales';
import { ensureTranslatorRoles } from './translator-roles';
import { serveMissingTranslations } from './missing-translations-route';
import { applyPanelLayouts } from './panel-layouts';
import { boundImageMemory } from './image-memory';
import { enforceHttpLinks } from './link-fields';
import { enforceRequiredMedia } from './required-media';
import { endSessionsOfBlockedAccounts } from './session-revocation';
import { knownApiActions, setPermissions } from './role-permissions';
import { ensureAdminRole, findRole } from './roles';
import { enforcePlayableVideoLinks } from './video-links';

export interface BootstrapReport {
  siteAdminCreated: boolean;
  panelEditorCreated: boolean;
  panelSuperAdminCreated: boolean;
  demoContent: DemoContentOutcome;
  siteContent: SiteContentOutcome;
  translations: TranslationsOutcome;
}

/**
 * Runs on every start (src/index.ts) and is idempotent: required media is enforced on every write
 * (links are http(s) only, a video's link one the site can play; a blocked or deleted account's sessions end),
 * the site's languages exist (English, Bengali, Hindi) with a translator's role per language and
 * the editors' "Missing translations" page,
 * roles and their content-API permissions are brought to the access policy, the two demo accounts
 * are created if missing, the demo content is seeded once into an empty database, and the site's
 * own content (facilities, contact details, ...) once per type, and their demo translations once each.
 */
export async function bootstrapHospital(strapi: Core.Strapi): Promise<BootstrapReport> {
  enforceRequiredMedia(strapi);
  enforceHttpLinks(strapi);
  enforcePlayableVideoLinks(strapi);
  endSessionsOfBlockedAccounts(strapi);
  boundImageMemory();
  enforceLocalePermissions(strapi);
  await ensureSiteLocales(strapi);
  const adminRole = await ensureAdminRole(strapi);
  await applyAccessPolicy(strapi, adminRole.id);
  const siteAdminCreated = await ensureSiteAdmin(strapi, adminRole.id);
  await applyPanelLayouts(strapi);
  // Before the Editor role: its right to the page is registered here.
  await serveMissingTranslations(strapi);
  const editorRole = await ensurePanelEditorRole(strapi);
  await ensureTranslatorRoles(strapi);
  await withholdFromPanelRoles(strapi);
  await settlePanelPermissions(strapi);
  const panelEditorCreated = await ensurePanelEditor(strapi, editorRole.id);
  const panelSuperAdminCreated = await ensurePanelSuperAdmin(strapi);
  const demoContent = await seedDemoContentOnce(strapi);
  const siteContent = await seedSiteContentOnce(strapi, { withPictures: demoContentEnabled() });
  const translations = await seedTranslationsOnce(strapi, { withDemoContent: demoContentEnabled() });
  return { siteAdminCreated, panelEditorCreated, panelSuperAdminCreated, demoContent, siteContent, translations };
}

async function applyAccessPolicy(strapi: Core.Strapi, adminRoleId: number): Promise<void> {
  const publicRole = await findRole(strapi, ROLE_TYPES.public);
  const authenticatedRole = await findRole(strapi, ROLE_TYPES.authenticated);

  // Visitors get the public reads and nothing else, not even users-permissions' own endpoints:
  // self-registration would create accounts that only admins may create (POST /signup/), and
  // password-reset mail has no mail server to go to.
  const opened = await setPermissions(strapi, publicRole.id, PUBLIC_READ_ACTIONS, 'all');
  // A signed-in non-admin ("user") reads what visitors read, as the old API allowed, and writes nothing.
  // Nor do signed-in accounts keep users-permissions' own default rights (change-password, /users/me,
  // ...): the site never calls them, and change-password would take passwords the site's rules refuse.
  const userRights = await setPermissions(strapi, authenticatedRole.id, PUBLIC_READ_ACTIONS, 'all');
  const adminRights = await setPermissions(
    strapi,
    adminRoleId,
    new Set([...knownApiActions(strapi), ...ADMIN_REQUIRED_ACTIONS]),
    'all',
  );

  // A permission ticked by hand in the panel's Roles screen is undone here: say so.
  const revoked = [
    ...opened.revoked.map((a) => `public ${a}`),
    ...userRights.revoked.map((a) => `authenticated ${a}`),
    ...adminRights.revoked.map((a) => `admin ${a}`),
  ];
  if (revoked.length > 0) strapi.log.warn(`Revoked permissions outside the access policy: ${revoked.join(', ')}`);
}
