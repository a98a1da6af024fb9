import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, startCms, type RunningCms, type TestDatabase } from '@hospital/test-support/harness';
import { actionsOf, apiActionsOf } from './support';

const PUBLIC_READS = [
  'api::about.about.find',
  'api::accessibility-statement.accessibility-statement.find',
  'api::banner.banner.find',
  'api::condition.condition.find',
  'api::content-entry.content-entry.find',
  'api::director.director.find',
  'api::division.division.find',
  'api::doctor.doctor.find',
  'api::event.event.find',
  'api::facility.facility.find',
  'api::home-about.home-about.find',
  'api::home-text.home-text.find',
  'api::hospital-notice.hospital-notice.find',
  'api::neurosurgery-service.neurosurgery-service.find',
  'api::news-item.news-item.find',
  'api::package.package.find',
  'api::review.review.find',
  'api::scheme.scheme.find',
  'api::search.search.find',
  'api::service.service.find',
  'api::site-setting.site-setting.find',
];

const ADMIN_SCREENS_NEED = [
  'api::banner.banner.find',
  'api::banner.banner.create',
  'api::banner.banner.delete',
  'api::home-about.home-about.find',
  'api::home-about.home-about.update',
  'api::about.about.find',
  'api::about.about.update',
  'api::doctor.doctor.create',
  'api::doctor.doctor.delete',
  'api::news-item.news-item.create',
  'api::news-item.news-item.delete',
  'api::event.event.create',
  'api::event.event.delete',
  'api::content-entry.content-entry.create',
  'api::content-entry.content-entry.delete',
  'api::service.service.find',
  'api::contact-request.contact-request.find',
  'api::account.account.users',
  'api::account.account.signup',
  'api::account.account.deleteUser',
];

interface UsersPermissionsService {
  getActions(): Record<string, { controllers: Record<string, Record<string, unknown>> }>;
}

describe('content-API permissions after the bootstrap', () => {
  let cms: RunningCms;
  beforeAll(async () => {
    cms = await startCms();
  });
  afterAll(async () => {
    await cms?.stop();
  });

  it('lets the public role read exactly what the public site shows, and nothing else', async () => {
    // No plugin action either: users-permissions grants visitors register, forgot-password etc. by default.
    expect(await actionsOf(cms.strapi, 'public')).toEqual(PUBLIC_READS);
  });

  it("closes users-permissions' own self-registration and password-reset endpoints to visitors", async () => {
    const users = () => cms.strapi.db.query('plugin::users-permissions.user').count();
    const before = await users();
    const register = await cms.request('/auth/local/register', {
      json: { username: 'walk-in', email: 'walk-in@example.com', password: 'Walk-in-pass1' },
    });
    // Without a token, a refused action answers 401 (docs/API.md), as any admin-only write does.
    expect(register.status).toBe(401);
    expect(await users()).toBe(before);
    const reset = await cms.request('/auth/forgot-password', { json: { email: 'admin@example.com' } });
    expect(reset.status).toBe(401);
  });

  it('gives the public role no write action', async () => {
    const writes = (await apiActionsOf(cms.strapi, 'public')).filter((action) => !action.endsWith('.find'));
    expect(writes).toEqual([]);
  });

  it('lets the authenticated ("user") role read what visitors read, and write nothing', async () => {
    expect(await apiActionsOf(cms.strapi, 'authenticated')).toEqual(PUBLIC_READS);
    const user = await cms.createUser({ role: 'authenticated' });
    const news = await cms.request('/news/list/', { token: user.token });
    expect(news.status).toBe(200);
    const signup = await cms.request('/signup/', {
      token: user.token,
      json: { email: 'x@example.com', password: 'secret-1' },
    });
    expect(signup.status).toBe(403);
  });

  it('has an Admin role of type admin with every action the admin screens call', async () => {
    const role = await cms.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'admin' } });
    expect(role?.name).toBe('Admin');
    expect(await apiActionsOf(cms.strapi, 'admin')).toEqual(expect.arrayContaining(ADMIN_SCREENS_NEED));
  });

  it('gives the admin role every api:: action users-permissions knows', async () => {
    const service = cms.strapi.plugin('users-permissions').service<UsersPermissionsService>('users-permissions');
    const known = Object.entries(service.getActions())
      .filter(([api]) => api.startsWith('api::'))
      .flatMap(([api, { controllers }]) =>
        Object.entries(controllers).flatMap(([controller, handlers]) =>
          Object.keys(handlers).map((h) => `${api}.${controller}.${h}`),
        ),
      );
    expect(await apiActionsOf(cms.strapi, 'admin')).toEqual(expect.arrayContaining(known));
  });

  it('keeps exactly one row per granted action', async () => {
    for (const type of ['public', 'admin']) {
      const actions = await apiActionsOf(cms.strapi, type);
      expect(new Set(actions).size).toBe(actions.length);
    }
  });
});

describe('permissions ticked by hand in the panel', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('are undone on the next start', async () => {
    const first = await startCms({ database });
    const roleId = async (type: string) =>
      ((await first.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type } })) as { id: number })
        .id;
    const permissions = first.strapi.db.query('plugin::users-permissions.permission');
    await permissions.create({ data: { action: 'api::news-item.news-item.create', role: await roleId('public') } });
    await permissions.create({ data: { action: 'api::news-item.news-item.find', role: await roleId('public') } });
    await permissions.create({
      data: { action: 'plugin::users-permissions.auth.register', role: await roleId('public') },
    });
    await permissions.create({ data: { action: 'api::doctor.doctor.delete', role: await roleId('authenticated') } });
    // users-permissions' own rights (issue 39, finding 13): change-password took '123456'.
    for (const type of ['authenticated', 'admin']) {
      await permissions.create({
        data: { action: 'plugin::users-permissions.auth.changePassword', role: await roleId(type) },
      });
    }
    const adminRole = await roleId('admin');
    await permissions.deleteMany({ where: { action: 'api::banner.banner.create', role: { id: adminRole } } });
    expect(await apiActionsOf(first.strapi, 'public')).toContain('api::news-item.news-item.create');
    await first.stop();

    const second = await startCms({ database });
    try {
      expect(await actionsOf(second.strapi, 'public')).toEqual(PUBLIC_READS);
      expect(await actionsOf(second.strapi, 'authenticated')).toEqual(PUBLIC_READS);
      expect(await apiActionsOf(second.strapi, 'admin')).toContain('api::banner.banner.create');
      expect((await actionsOf(second.strapi, 'admin')).filter((action) => action.startsWith('plugin::'))).toEqual([]);
    } finally {
      await second.stop();
    }
  });
});
