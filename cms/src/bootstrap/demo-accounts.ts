import type { Core } from '@strapi/strapi';
import { readSeedSetting } from '../utils/secrets';

const SITE_USER_UID = 'plugin::users-permissions.user';

interface SiteUserService {
  add(values: Record<string, unknown>): Promise<{ id: number }>;
}
interface PanelUserService {
  exists(attributes: { email: string }): Promise<boolean>;
  create(attributes: Record<string, unknown>): Promise<{ id: number }>;
}
interface PanelRoleService {
  getSuperAdmin(): Promise<{ id: number } | null>;
}

/**
 * The demo admin of the site's /admin screens (a users-permissions user with the `admin` role).
 * Created only when missing: an admin who changed the password keeps it.
 */
export async function ensureSiteAdmin(strapi: Core.Strapi, adminRoleId: number): Promise<boolean> {
  const email = readSeedSetting('SEED_ADMIN_EMAIL').trim().toLowerCase();
  if (await strapi.db.query(SITE_USER_UID).findOne({ where: { email } })) return false;

  const users = strapi.plugin('users-permissions').service<SiteUserService>('user');
  await users.add({
    username: email,
    email,
    password: readSeedSetting('SEED_ADMIN_PASSWORD'),
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: adminRoleId,
  });
  return true;
}

interface PanelUserRow {
  id: number;
  roles?: Array<{ id: number; code: string }>;
}

const EDITOR_ROLE_MOVE = { type: 'core', name: 'hospital', key: 'panel-editor-role' } as const;

/**
 * The hospital's panel editor (`SEED_EDITOR_EMAIL`), with the Editor role: content and media only.
 * Created only when missing. Before this role existed the editor was seeded as a super admin:
 * that account is moved to the Editor role once (a marker remembers it), so a super admin who
 * later promotes the editor on purpose is not overruled on the next start.
 */
export async function ensurePanelEditor(strapi: Core.Strapi, editorRoleId: number): Promise<boolean> {
  const email = readSeedSetting('SEED_EDITOR_EMAIL').trim().toLowerCase();
  const users = strapi.service('admin::user') as PanelUserService;
  if (await users.exists({ email })) {
    if (!(await strapi.store.get({ ...EDITOR_ROLE_MOVE }))) {
      const user = (await strapi.db
        .query('admin::user')
        .findOne({ where: { email }, populate: ['roles'] })) as PanelUserRow | null;
      if (user?.roles?.some((role) => role.code === 'strapi-super-admin')) {
        await strapi.db.query('admin::user').update({ where: { id: user.id }, data: { roles: [editorRoleId] } });
      }
      await strapi.store.set({ ...EDITOR_ROLE_MOVE, value: { at: new Date().toISOString() } });
    }
    return false;
  }
  await users.create({
    email,
    firstname: 'Site',
    lastname: 'Editor',
    password: readSeedSetting('SEED_EDITOR_PASSWORD'),
    registrationToken: null,
    isActive: true,
    roles: [editorRoleId],
  });
  await strapi.store.set({ ...EDITOR_ROLE_MOVE, value: { at: new Date().toISOString() } });
  return true;
}

/** The developer's super admin of Strapi's panel (`SEED_SUPERADMIN_EMAIL`), separate from the editors. Created only when missing. */
export async function ensurePanelSuperAdmin(strapi: Core.Strapi): Promise<boolean> {
  const email = readSeedSetting('SEED_SUPERADMIN_EMAIL').trim().toLowerCase();
  const users = strapi.service('admin::user') as PanelUserService;
  if (await users.exists({ email })) return false;

  // The admin module creates its roles in its own bootstrap, which runs before the app's.
  const superAdmin = await (strapi.service('admin::role') as PanelRoleService).getSuperAdmin();
  if (!superAdmin) throw new Error("Strapi's Super Admin role is missing: cannot seed the panel's super admin.");
  await users.create({
    email,
    firstname: 'Site',
    lastname: 'Developer',
    password: readSeedSetting('SEED_SUPERADMIN_PASSWORD'),
    registrationToken: null,
    isActive: true,
    roles: [superAdmin.id],
  });
  return true;
}
