import type { Core } from '@strapi/strapi';
import { ADMIN_ROLE_TYPE, USER_ROLE_TYPE, isActive, type LegacyRole, type UserRecord } from '../../../legacy/shapes';

/**
 * The site's accounts are users-permissions users: passwords are checked by its user service,
 * tokens come from its session manager (`jwtManagement: 'refresh'`), so the access tokens issued
 * here are the ones its authentication strategy accepts and role permissions apply to.
 */

const USER_UID = 'plugin::users-permissions.user';
const ROLE_UID = 'plugin::users-permissions.role';
const ORIGIN = 'users-permissions';

interface StoredUser extends UserRecord {
  password: string | null;
}

interface UserService {
  add(values: Record<string, unknown>): Promise<UserRecord>;
  remove(params: { id: number }): Promise<unknown>;
  validatePassword(password: string, hash: string): Promise<boolean>;
}

/**
 * A bcrypt hash of a random password nobody knows. Comparing against it when the e-mail is unknown
 * makes a failed login take as long as a wrong password, so timing does not reveal accounts.
 */
const DUMMY_HASH = '$2a$10$GEO9BfZOyHvO/1RfXkdSzOgUg9MPEufGak0idGVSAtg5QmZPIoYha';

const NEWEST_FIRST = [{ createdAt: 'desc' }, { id: 'desc' }];

const accountService = ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.plugin('users-permissions').service('user') as UserService;
  const sessions = () => strapi.sessionManager(ORIGIN);

  const findUser = async (where: Record<string, unknown>): Promise<StoredUser | null> =>
    ((await strapi.db.query(USER_UID).findOne({ where, populate: ['role'] })) as StoredUser | null) ?? null;

  return {
    /** The active user with these credentials, or null (unknown e-mail, wrong password, blocked, unconfirmed). */
    async authenticate(email: string, password: string): Promise<UserRecord | null> {
      const user = await findUser({ email: { $eqi: email }, provider: 'local' });
      const matches = await users().validatePassword(password, user?.password ?? DUMMY_HASH);
      return user && matches && isActive(user) ? user : null;
    },

    /** A new session: a refresh token and a first access token. */
    async issueTokens(user: UserRecord): Promise<{ access: string; refresh: string }> {
      const refresh = await sessions().generateRefreshToken(String(user.id), undefined, { type: 'refresh' });
      const access = await sessions().generateAccessToken(refresh.token);
      if ('error' in access) throw new Error(`Could not issue an access token: ${access.error}`);
      return { access: access.token, refresh: refresh.token };
    },

    /** A new access token for a valid refresh token of a still active user; null otherwise. */
    async refreshAccess(refreshToken: string): Promise<string | null> {
      const validation = await sessions().validateRefreshToken(refreshToken);
      if (!validation.isValid) return null;
      const user = await findUser({ id: Number(validation.userId) });
      if (!user || !isActive(user)) return null;
      const access = await sessions().generateAccessToken(refreshToken);
      return 'error' in access ? null : access.token;
    },

    async list(): Promise<UserRecord[]> {
      return (await strapi.db.query(USER_UID).findMany({ orderBy: NEWEST_FIRST, populate: ['role'] })) as UserRecord[];
    },

    async emailTaken(email: string): Promise<boolean> {
      const clash = await strapi.db.query(USER_UID).findOne({
        where: { $or: [{ email: { $eqi: email } }, { username: { $eqi: email } }] },
        select: ['id'],
      });
      return Boolean(clash);
    },

    /** A confirmed local account: "admin" gets the admin role, "user" the default authenticated role. */
    async create(email: string, password: string, role: LegacyRole): Promise<UserRecord> {
      const type = role === 'admin' ? ADMIN_ROLE_TYPE : USER_ROLE_TYPE;
      const roleRow = (await strapi.db.query(ROLE_UID).findOne({ where: { type }, select: ['id'] })) as { id: number } | null;
      if (!roleRow) throw new Error(`The users-permissions role "${type}" is missing.`);
      const created = await users().add({
        username: email,
        email,
        password,
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: roleRow.id,
      });
      return (await findUser({ id: created.id })) ?? created;
    },

    async exists(id: number): Promise<boolean> {
      return Boolean(await strapi.db.query(USER_UID).findOne({ where: { id }, select: ['id'] }));
    },

    /** Deletes the account and ends its sessions (users-permissions revokes its refresh tokens). */
    async remove(id: number): Promise<void> {
      await users().remove({ id });
    },
  };
};

export type AccountService = ReturnType<typeof accountService>;
export default accountService;
