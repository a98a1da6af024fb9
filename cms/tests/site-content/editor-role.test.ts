/**
 * Least privilege in Strapi's panel, checked through the panel's own API: the seeded editor
 * (role Editor) edits every hospital content type and the Media Library, and is refused roles,
 * users, settings, API tokens, webhooks and the Content-Type Builder; the separately seeded super
 * admin keeps every right. A permission ticked by hand on the Editor role is undone on restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreparedDatabase, startCms, type RunningCms, type TestDatabase } from '@hospital/test-support/harness';
import { editorPermissions } from '../../src/bootstrap/panel-roles';
import { panelRequest } from './panel-support';

const EDITOR = { email: 'editor@example.com', password: 'Editor-password1' };
const SUPER_ADMIN = { email: 'superadmin@example.com', password: 'Superadmin-password1' };

let database: TestDatabase;
let cms: RunningCms;

const panel = (method: string, path: string, token?: string, json?: unknown) =>
  panelRequest(cms, method, path, token, json);

async function login(account: { email: string; password: string }): Promise<string> {
  const { status, body } = await panel('POST', '/admin/login', undefined, account);
  expect(status, JSON.stringify(body)).toBe(200);
  const data = body.data as { token?: string; accessToken?: string };
  return (data.token ?? data.accessToken)!;
}

beforeAll(async () => {
  database = await createPreparedDatabase('accounts');
  cms = await startCms({ database });
});
afterAll(async () => {
  await cms?.stop();
  await database?.drop();
});

describe('the Editor role', () => {
  it("is the seeded editor's only role; the super admin is a separate account", async () => {
    const editor = (await cms.strapi.db
      .query('admin::user')
      .findOne({ where: { email: EDITOR.email }, populate: ['roles'] })) as { roles: Array<{ code: string }> };
    expect(editor.roles.map((role) => role.code)).toEqual(['strapi-editor']);
    const superAdmin = (await cms.strapi.db
      .query('admin::user')
      .findOne({ where: { email: SUPER_ADMIN.email }, populate: ['roles'] })) as { roles: Array<{ code: string }> };
    expect(superAdmin.roles.map((role) => role.code)).toEqual(['strapi-super-admin']);
  });

  it('lets the editor read and save every hospital content type and use the Media Library', async () => {
    const token = await login(EDITOR);
    const list = await panel(
      'GET',
      '/content-manager/collection-types/api::facility.facility?page=1&pageSize=20&sort=id:ASC',
      token,
    );
    expect(list.status).toBe(200);
    const [emergency] = list.body.results as Array<{ documentId: string; heading: string; content: string }>;
    const saved = await panel(
      'PUT',
      `/content-manager/collection-types/api::facility.facility/${emergency.documentId}`,
      token,
      {
        heading: emergency.heading,
        content: 'Open 24/7, every day of the year.',
      },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = await cms.requestJson<Array<{ content: string[] }>>('/facilities/');
    expect(read.body[0].content).toEqual(['Open 24/7, every day of the year.']);

    expect((await panel('GET', '/content-manager/single-types/api::site-setting.site-setting', token)).status).toBe(
      200,
    );
    for (const uid of [
      'api::doctor.doctor',
      'api::news-item.news-item',
      'api::review.review',
      'api::director.director',
    ]) {
      expect(
        (await panel('GET', `/content-manager/collection-types/${uid}?page=1&pageSize=10`, token)).status,
        uid,
      ).toBe(200);
    }
    expect((await panel('GET', '/upload/files?page=1&pageSize=10', token)).status).toBe(200);
  });

  it('refuses the editor roles, users, settings, tokens, webhooks and the Content-Type Builder', async () => {
    const token = await login(EDITOR);
    const refused = [
      ['GET', '/admin/roles'],
      ['GET', '/admin/users?page=1&pageSize=10'],
      ['POST', '/admin/users'],
      ['GET', '/admin/api-tokens'],
      ['GET', '/admin/webhooks'],
      ['GET', '/admin/transfer/tokens'],
      ['GET', '/users-permissions/roles'],
      ['GET', '/upload/settings'],
      ['POST', '/content-type-builder/content-types'],
      ['GET', '/content-manager/collection-types/admin::user?page=1&pageSize=10'],
      ['GET', '/content-manager/collection-types/plugin::users-permissions.user?page=1&pageSize=10'],
    ] as const;
    for (const [method, path] of refused) {
      const { status } = await panel(method, path, token, method === 'POST' ? {} : undefined);
      expect(status, `${method} ${path}`).toBe(403);
    }
  });

  it('leaves every right to the super admin', async () => {
    const token = await login(SUPER_ADMIN);
    expect((await panel('GET', '/admin/roles', token)).status).toBe(200);
    expect((await panel('GET', '/admin/webhooks', token)).status).toBe(200);
  });

  it('is brought back to content and media on the next start after a right was added by hand', async () => {
    const role = (await cms.strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } })) as {
      id: number;
    };
    await cms.strapi.db
      .query('admin::permission')
      .create({ data: { action: 'admin::roles.read', role: role.id, properties: {}, conditions: [] } });
    await cms.stop();
    cms = await startCms({ database });
    const actions = (
      (await cms.strapi.db.query('admin::permission').findMany({ where: { role: { id: role.id } } })) as Array<{
        action: string;
      }>
    ).map((p) => p.action);
    expect(actions).not.toContain('admin::roles.read');
    expect(new Set(actions)).toEqual(new Set(editorPermissions(cms.strapi).map((p) => p.action)));
    expect((await panel('GET', '/admin/roles', await login(EDITOR))).status).toBe(403);
  });

  it('moves an editor that an older version seeded as a super admin to the Editor role once, and respects a later promotion', async () => {
    const roleOf = async (code: string) =>
      ((await cms.strapi.db.query('admin::role').findOne({ where: { code } })) as { id: number }).id;
    const editorRoles = async () =>
      (
        (await cms.strapi.db.query('admin::user').findOne({ where: { email: EDITOR.email }, populate: ['roles'] })) as {
          roles: Array<{ code: string }>;
        }
      ).roles.map((role) => role.code);
    const makeSuperAdmin = async () =>
      cms.strapi.db
        .query('admin::user')
        .update({ where: { email: EDITOR.email }, data: { roles: [await roleOf('strapi-super-admin')] } });

    // The database of an older version: the editor is a super admin and no move has happened.
    await makeSuperAdmin();
    await cms.strapi.store.delete({ type: 'core', name: 'hospital', key: 'panel-editor-role' });
    await cms.stop();
    cms = await startCms({ database });
    expect(await editorRoles()).toEqual(['strapi-editor']);

    // A super admin later promotes the editor on purpose: the next start leaves it.
    await makeSuperAdmin();
    await cms.stop();
    cms = await startCms({ database });
    expect(await editorRoles()).toEqual(['strapi-super-admin']);
  });
});
