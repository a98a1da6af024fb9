import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';

/**
 * Sessions of the two kinds of accounts, as Strapi's session manager keeps them: the site's
 * accounts (users-permissions, the legacy API) and Strapi's panel users (admin). An access token is
 * only good while its session exists: logging out or a detected refresh-token reuse deletes the
 * session, and the access tokens it minted stop working at once, not when they expire.
 */
export type SessionOrigin = 'users-permissions' | 'admin';

/** The bearer token of the request, or null. */
export function bearerToken(ctx: Context): string | null {
  const match = /^bearer\s+(\S+)$/i.exec(ctx.get('Authorization').trim());
  return match ? match[1] : null;
}

export interface AccessCheck {
  /** The token is an access token this origin signed (and not expired). */
  signed: boolean;
  /** ...and its session still exists (not logged out, not revoked). */
  live: boolean;
  /** Whose token it is, when signed. */
  userId: string | null;
}

const UNSIGNED: AccessCheck = { signed: false, live: false, userId: null };

export async function checkAccessToken(
  strapi: Core.Strapi,
  origin: SessionOrigin,
  token: string,
): Promise<AccessCheck> {
  const sessions = strapi.sessionManager(origin);
  const result = sessions.validateAccessToken(token);
  if (!result.isValid) return UNSIGNED;
  const { sessionId, userId } = result.payload as { sessionId?: unknown; userId?: unknown };
  if (typeof sessionId !== 'string') return UNSIGNED;
  return { signed: true, live: await sessions.isSessionActive(sessionId), userId: String(userId) };
}
