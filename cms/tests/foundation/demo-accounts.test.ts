import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, startCms, type RunningCms } from '@hospital/test-support/harness';

interface SiteUserRow {
  email: string;
  username: string;
  password: string;
  provider: string;
  confirmed: boolean;
  blocked: boolean;
  role: { type: string } | null;
}
interface PanelUserRow {
  email: string;
  password: string;
  isActive: boolean;
  blocked: boolean;
  roles: { code: string }[];
}
interface PasswordCheck {
  validatePassword(plain: string, hash: string): Promise<boolean>;
}

async function siteUser(cms: RunningCms, email: string): Promise<SiteUserRow | null> {
  return cms.strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { email }, populate: ['role'] }) as Promise<SiteUserRow | null>;
}
async function panelUser(cms: RunningCms, email: string): Promise<PanelUserRow | null> {
  return cms.strapi.db
    .query('admin::user')
    .findOne({ where: { email }, populate: ['roles'] }) as Promise<PanelUserRow | null>;
}
const siteAdminPasswordMatches = (cms: RunningCms, plain: string, hash: string) =>
  cms.strapi.plugin('users-permissions').service<PasswordCheck>('user').validatePassword(plain, hash);
const panelPasswordMatches = (cms: RunningCms, plain: string, hash: string) =>
  (cms.strapi.service('admin::auth') as PasswordCheck).validatePassword(plain, hash);

describe('the demo accounts with default settings', () => {
  let cms: RunningCms;
  beforeAll(async () => {
    cms = await startCms();
  });
  afterAll(async () => {
    await cms?.stop();
  });

  it('seeds the site admin: role admin, confirmed, not blocked, local provider, the default password', async () => {
    const admin = await siteUser(cms, 'admin@example.com');
    expect(admin).toMatchObject({ provider: 'local', confirmed: true, blocked: false, role: { type: 'admin' } });
    expect(await siteAdminPasswordMatches(cms, 'admin-password', admin!.password)).toBe(true);
    expect(await siteAdminPasswordMatches(cms, 'wrong-password', admin!.password)).toBe(false);
  });

  it('seeds the Strapi panel editor with the Editor role only, active, with the default password', async () => {
    const editor = await panelUser(cms, 'editor@example.com');
    expect(editor).toMatchObject({ isActive: true, blocked: false });
    expect(editor!.roles.map((role) => role.code)).toEqual(['strapi-editor']);
    expect(await panelPasswordMatches(cms, 'Editor-password1', editor!.password)).toBe(true);
  });

  it("seeds the developer's super admin separately, with the default password", async () => {
    const superAdmin = await panelUser(cms, 'superadmin@example.com');
    expect(superAdmin).toMatchObject({ isActive: true, blocked: false });
    expect(superAdmin!.roles.map((role) => role.code)).toEqual(['strapi-super-admin']);
    expect(await panelPasswordMatches(cms, 'Superadmin-password1', superAdmin!.password)).toBe(true);
  });

  it('still seeds the accounts but no demo content when SEED_DEMO_CONTENT=false (the harness default)', async () => {
    expect(process.env.SEED_DEMO_CONTENT).toBe('false');
    for (const uid of [
      'api::news-item.news-item',
      'api::doctor.doctor',
      'api::banner.banner',
      'plugin::upload.file',
    ] as const) {
      expect(await cms.strapi.db.query(uid).count()).toBe(0);
    }
  });

  it('creates no other account', async () => {
    expect(await cms.strapi.db.query('plugin::users-permissions.user').count()).toBe(1);
    // The panel's editor and the developer's super admin.
    expect(await cms.strapi.db.query('admin::user').count()).toBe(2);
  });
});

describe('the demo accounts with SEED_* settings', () => {
  it('uses the configured e-mails and passwords, and never overwrites an existing account', async () => {
    const database = await createTestDatabase();
    const seeded = {
      SEED_ADMIN_EMAIL: 'Head.Admin@Hospital.example',
      SEED_ADMIN_PASSWORD: 'first-admin-secret',
      SEED_EDITOR_EMAIL: 'web.editor@hospital.example',
      SEED_EDITOR_PASSWORD: 'First-editor-secret1',
    };
    try {
      const first = await startCms({ database, env: seeded });
      const admin = await siteUser(first, 'head.admin@hospital.example');
      expect(admin?.role?.type).toBe('admin');
      expect(await siteAdminPasswordMatches(first, 'first-admin-secret', admin!.password)).toBe(true);
      expect(await panelUser(first, 'web.editor@hospital.example')).not.toBeNull();
      expect(await siteUser(first, 'admin@example.com')).toBeNull();
      await first.stop();

      const second = await startCms({
        database,
        env: { ...seeded, SEED_ADMIN_PASSWORD: 'changed-admin-secret', SEED_EDITOR_PASSWORD: 'Changed-editor-secret1' },
      });
      try {
        const again = await siteUser(second, 'head.admin@hospital.example');
        expect(again!.password).toBe(admin!.password);
        const editor = await panelUser(second, 'web.editor@hospital.example');
        expect(await panelPasswordMatches(second, 'First-editor-secret1', editor!.password)).toBe(true);
        expect(await second.strapi.db.query('plugin::users-permissions.user').count()).toBe(1);
      } finally {
        await second.stop();
      }
    } finally {
      await database.drop();
    }
  });
});
