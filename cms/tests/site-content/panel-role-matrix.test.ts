/**
 * Least privilege as a matrix: every panel role but the super admin's (the Editor, Strapi's default
 * Author, and a role added later with a patient right ticked by hand) logs in to Strapi's panel and
 * walks every content type and the admin routes. Editors manage every content type but the desk's,
 * and the Media Library; no role but the super admin reads or touches a patient's request, a site
 * account or a panel user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreparedDatabase, startCms, type RunningCms, type TestDatabase } from '@hospital/test-support/harness';
import { SUPER_ADMIN_ONLY_TYPES } from '../../src/bootstrap/super-admin-only';
import { panelLogin, panelRequest } from './panel-support';

let cms: RunningCms;
let database: TestDatabase;
const PASSWORD = 'Matrix-password1';

interface Role {
  id: number;
  code: string;
  name: string;
}

const panel = async (method: string, path: string, token?: string, json?: unknown): Promise<number> =>
  (await panelRequest(cms, method, path, token, json)).status;

async function loginAs(role: Role): Promise<string> {
  return panelLogin(cms, role.id, `matrix-${role.code}@example.com`.toLowerCase(), PASSWORD);
}

const listPath = (uid: string) =>
  cms.strapi.contentTypes[uid as keyof typeof cms.strapi.contentTypes].kind === 'singleType'
    ? `/content-manager/single-types/${uid}`
    : `/content-manager/collection-types/${uid}?page=1&pageSize=5`;

let roles: Role[];
let patientRequestDocument: string;

beforeAll(async () => {
  database = await createPreparedDatabase('accounts');
  cms = await startCms({ database });
  // A role a super admin adds later, with the patients' requests ticked by hand: it must not work
  // even before the next start removes it.
  const reviewer = await (
    cms.strapi.service('admin::role') as { create(a: Record<string, unknown>): Promise<Role> }
  ).create({ name: 'Reviewer', code: 'hospital-reviewer', description: 'added later' });
  await (
    cms.strapi.service('admin::role') as { assignPermissions(id: number, p: unknown[]): Promise<unknown> }
  ).assignPermissions(reviewer.id, [
    {
      action: 'plugin::content-manager.explorer.read',
      subject: 'api::contact-request.contact-request',
      properties: {},
      conditions: [],
    },
    {
      action: 'plugin::content-manager.explorer.delete',
      subject: 'api::contact-request.contact-request',
      properties: {},
      conditions: [],
    },
  ]);
  roles = ((await cms.strapi.db.query('admin::role').findMany({})) as Role[]).filter(
    (role) => role.code !== 'strapi-super-admin',
  );
  const sent = await cms.requestJson<{ id: number }>('/contact-requests/', {
    method: 'POST',
    json: { name: 'Matrix Patient', phone: '9876543210', message: 'Please call me about my MRI.' },
  });
  expect(sent.status).toBe(201);
  patientRequestDocument = (
    (await cms.strapi.db.query('api::contact-request.contact-request').findOne({ where: { id: sent.body.id } })) as {
      documentId: string;
    }
  ).documentId;
});

afterAll(async () => {
  await cms?.stop();
  await database?.drop();
});

describe('the panel role matrix', () => {
  it('covers the Editor, the default Author, the two translators and a role added later', () => {
    expect(roles.map((role) => role.code).sort()).toEqual([
      'hospital-reviewer',
      'strapi-author',
      'strapi-editor',
      'translator-bn',
      'translator-hi',
    ]);
  });

  it('refuses every role but the super admin the patients’ requests, site accounts and panel users', async () => {
    const contactRequests = '/content-manager/collection-types/api::contact-request.contact-request';
    for (const role of roles) {
      const token = await loginAs(role);
      const refused: Array<[string, string, unknown?]> = [
        ...SUPER_ADMIN_ONLY_TYPES.map((uid): [string, string] => ['GET', listPath(uid)]),
        ['GET', `${contactRequests}/${patientRequestDocument}`],
        ['PUT', `${contactRequests}/${patientRequestDocument}`, { status: 'closed' }],
        ['DELETE', `${contactRequests}/${patientRequestDocument}`],
        ['POST', contactRequests, { name: 'x', phone: '9876543210', message: 'x' }],
        ['GET', `/content-manager/collection-types/API%3A%3Acontact-request.contact-request?page=1`],
        ['GET', '/content-manager/collection-types/admin::user?page=1&pageSize=5'],
        ['GET', '/admin/users?page=1&pageSize=5'],
        ['GET', '/admin/roles'],
        ['GET', '/users-permissions/roles'],
        ['POST', '/content-type-builder/content-types', {}],
      ];
      for (const [method, path, json] of refused) {
        expect(await panel(method, path, token, json), `${role.code}: ${method} ${path}`).toBe(403);
      }
    }
    // Nothing of the patient's request changed.
    const stored = (await cms.strapi.db
      .query('api::contact-request.contact-request')
      .findOne({ where: { documentId: patientRequestDocument } })) as { status: string } | null;
    expect(stored?.status).toBe('new');
  });

  it('lets the Editor manage every other content type and the Media Library', async () => {
    const editor = roles.find((role) => role.code === 'strapi-editor')!;
    const token = await loginAs({ ...editor, code: 'strapi-editor-2' });
    const hospitalTypes = Object.keys(cms.strapi.contentTypes).filter(
      (uid) => uid.startsWith('api::') && !SUPER_ADMIN_ONLY_TYPES.includes(uid),
    );
    expect(hospitalTypes.length).toBeGreaterThanOrEqual(15);
    for (const uid of hospitalTypes) {
      // A single type with no entry yet answers 404: allowed, only empty.
      expect([200, 404], uid).toContain(await panel('GET', listPath(uid), token));
    }
    expect(await panel('GET', '/upload/files?page=1&pageSize=5', token)).toBe(200);
  });

  it('keeps every right, the patients’ requests included, for the super admin', async () => {
    const response = await fetch(`${cms.url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'superadmin@example.com', password: 'Superadmin-password1' }),
    });
    const body = (await response.json()) as { data: { token?: string; accessToken?: string } };
    const token = (body.data.token ?? body.data.accessToken)!;
    expect(await panel('GET', listPath('api::contact-request.contact-request'), token)).toBe(200);
  });

  it('removes a patient right ticked by hand on any role at the next start', async () => {
    await cms.stop();
    cms = await startCms({ database });
    const left = (await cms.strapi.db
      .query('admin::permission')
      .findMany({ where: { subject: { $in: [...SUPER_ADMIN_ONLY_TYPES] } }, populate: ['role'] })) as Array<{
      role: { code: string } | null;
    }>;
    expect(left.filter((row) => row.role?.code !== 'strapi-super-admin')).toEqual([]);
  });
});
