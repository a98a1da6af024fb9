import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';

/** The legacy API's roles: `admin` (the site's admins) and `authenticated` ("user" in the legacy API). */
export type SiteRole = 'admin' | 'authenticated';

export interface SiteUser {
  id: number;
  documentId: string;
  email: string;
  /** The plain password, to log in through the API. */
  password: string;
  role: SiteRole;
  /** A bearer access token for this user. */
  token: string;
}

/** The part of users-permissions' services the harness calls (Strapi types services loosely). */
interface UserService {
  add(values: Record<string, unknown>): Promise<{ id: number; documentId: string; email: string }>;
}
interface JwtService {
  issue(payload: { id: number }): string | Promise<string>;
}

export async function createSiteUser(
  strapi: Core.Strapi,
  {
    role = 'admin',
    email,
    password = `Pw-${randomBytes(6).toString('hex')}`,
  }: { role?: SiteRole; email?: string; password?: string } = {},
): Promise<SiteUser> {
  const roleRow = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: role } });
  if (!roleRow) throw new Error(`No users-permissions role of type "${role}": did the bootstrap run?`);

  const address = email ?? `${role}-${randomBytes(4).toString('hex')}@tests.example.com`;
  const users = strapi.plugin('users-permissions').service<UserService>('user');
  const user = await users.add({
    username: address,
    email: address,
    password,
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: roleRow.id,
  });
  return {
    id: user.id,
    documentId: user.documentId,
    email: address,
    password,
    role,
    token: await issueAccessToken(strapi, user.id),
  };
}

/** Whatever the configured jwtManagement (legacy JWT or refresh sessions), users-permissions' own issuer makes the token. */
export async function issueAccessToken(strapi: Core.Strapi, userId: number): Promise<string> {
  const jwt = strapi.plugin('users-permissions').service<JwtService>('jwt');
  return jwt.issue({ id: userId });
}

interface PanelUserService {
  create(values: Record<string, unknown>): Promise<{ id: number }>;
}

/** A super admin of Strapi's panel and an access token of a fresh panel session for them. */
export async function issuePanelToken(strapi: Core.Strapi): Promise<string> {
  const superAdmin = (await strapi.db.query('admin::role').findOne({ where: { code: 'strapi-super-admin' } })) as {
    id: number;
  } | null;
  if (!superAdmin) throw new Error('No super admin role: did the admin plugin bootstrap?');
  const user = await (strapi.service('admin::user') as PanelUserService).create({
    email: `panel-${randomBytes(4).toString('hex')}@tests.example.com`,
    firstname: 'Panel',
    lastname: 'Editor',
    password: `Pw-${randomBytes(6).toString('hex')}A1`,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  const sessions = strapi.sessionManager('admin');
  const refresh = await sessions.generateRefreshToken(String(user.id), randomBytes(8).toString('hex'), {
    type: 'session',
  });
  const access = await sessions.generateAccessToken(refresh.token);
  if ('error' in access) throw new Error(`No panel access token: ${access.error}`);
  return access.token;
}
