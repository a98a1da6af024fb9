import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
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
const SESSION_UID = 'admin::session';

/** A row of Strapi's session table: one per refresh token; a login's rotations share its `deviceId`. */
interface SessionRow {
  userId: string;
  sessionId: string;
  deviceId?: string | null;
  status?: string | null;
}

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

export interface Tokens {
  access: string;
  refresh: string;
}

const NEWEST_FIRST = [{ createdAt: 'desc' }, { id: 'desc' }];

const accountService = ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.plugin('users-permissions').service<UserService>('user');
  const sessions = () => strapi.sessionManager(ORIGIN);

  /** The stored session of a refresh token this site signed, whatever its status; null for anything else. */
  const sessionOf = async (refreshToken: string): Promise<SessionRow | null> => {
    const secret = strapi.config.get<string>('plugin::users-permissions.jwtSecret');
    const algorithm =
      strapi.config.get<jwt.Algorithm | undefined>('plugin::users-permissions.jwt.algorithm') ?? 'HS256';
    let payload: jwt.JwtPayload | string;
    try {
      payload = jwt.verify(refreshToken, secret, { algorithms: [algorithm] });
    } catch {
      return null;
    }
    if (typeof payload === 'string' || payload.type !== 'refresh' || typeof payload.sessionId !== 'string') return null;
    const row = (await strapi.db
      .query(SESSION_UID)
      .findOne({ where: { sessionId: payload.sessionId, origin: ORIGIN } })) as SessionRow | null;
    return row && row.userId === String(payload.userId) ? row : null;
  };

  /** Deletes the login family of a session (all of the user's sessions for one made before families). */
  const endFamily = async (session: SessionRow): Promise<void> => {
    await sessions().invalidateRefreshToken(session.userId, session.deviceId ?? undefined);
  };

  const findUser = async (where: Record<string, unknown>): Promise<StoredUser | null> =>
    ((await strapi.db.query(USER_UID).findOne({ where, populate: ['role'] })) as StoredUser | null) ?? null;

  return {
    /** The active user with these credentials, or null (unknown e-mail, wrong password, blocked, unconfirmed). */
    async authenticate(email: string, password: string): Promise<UserRecord | null> {
      const user = await findUser({ email: { $eqi: email }, provider: 'local' });
      const matches = await users().validatePassword(password, user?.password ?? DUMMY_HASH);
      return user && matches && isActive(user) ? user : null;
    },

    /**
     * A new session: a refresh token and a first access token. The session's family (this login
     * and every rotation of it) is named by the `deviceId`, which rotation carries over.
     */
    async issueTokens(user: UserRecord): Promise<Tokens> {
      const refresh = await sessions().generateRefreshToken(String(user.id), randomUUID(), { type: 'refresh' });
      const access = await sessions().generateAccessToken(refresh.token);
      if ('error' in access) throw new Error(`Could not issue an access token: ${access.error}`);
      return { access: access.token, refresh: refresh.token };
    },

    /**
     * Trades a live refresh token of a still active user for a new refresh token and an access
     * token; null otherwise. A refresh token that was already traded is a stolen copy or a replay:
     * its whole family is ended, so neither holder can go on.
     */
    async rotate(refreshToken: string): Promise<Tokens | null> {
      const session = await sessionOf(refreshToken);
      if (!session) return null;
      if (session.status !== 'active') {
        await endFamily(session);
        return null;
      }
      const user = await findUser({ id: Number(session.userId) });
      if (!user || !isActive(user)) return null;
      // One use only, even when two arrive at once: both would read the session as active, and
      // Strapi's rotation would give each its own new token. This conditional write lets exactly
      // one of them on (on every instance: it is the database's); the other answers 401.
      const { count } = await strapi.db.query(SESSION_UID).updateMany({
        where: { sessionId: session.sessionId, origin: ORIGIN, status: 'active', childId: null },
        data: { childId: `claimed:${randomUUID()}` },
      });
      if (count !== 1) return null;
      const rotated = await sessions().rotateRefreshToken(refreshToken);
      if ('error' in rotated) return null;
      const access = await sessions().generateAccessToken(rotated.token);
      return 'error' in access ? null : { access: access.token, refresh: rotated.token };
    },

    /** Ends the session of this refresh token if it is `userId`'s; false when it is not a live one of theirs. */
    async logout(userId: string, refreshToken: string): Promise<boolean> {
      const session = await sessionOf(refreshToken);
      if (!session || session.userId !== userId || session.status !== 'active') return false;
      await endFamily(session);
      return true;
    },

    /** Ends every session of the account (blocked or deleted). */
    async endSessionsOf(userId: number): Promise<void> {
      await sessions().invalidateRefreshToken(String(userId));
    },

    async list(): Promise<UserRecord[]> {
      return (await strapi.db.query(USER_UID).findMany({ orderBy: NEWEST_FIRST, populate: ['role'] })) as UserRecord[];
    },

    async emailTaken(email: string): Promise<boolean> {
      const clash: unknown = await strapi.db.query(USER_UID).findOne({
        where: { $or: [{ email: { $eqi: email } }, { username: { $eqi: email } }] },
        select: ['id'],
      });
      return Boolean(clash);
    },

    /** A confirmed local account: "admin" gets the admin role, "user" the default authenticated role. */
    async create(email: string, password: string, role: LegacyRole): Promise<UserRecord> {
      const type = role === 'admin' ? ADMIN_ROLE_TYPE : USER_ROLE_TYPE;
      const roleRow = (await strapi.db.query(ROLE_UID).findOne({ where: { type }, select: ['id'] })) as {
        id: number;
      } | null;
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
