import type { Core } from '@strapi/strapi';

const USER_UID = 'plugin::users-permissions.user';

interface UserEvent {
  result?: { id?: number; blocked?: boolean | null } | null;
}

/**
 * Blocking or deleting a site account ends its sessions at once, however it is done (the legacy
 * API, Strapi's panel, a script): its refresh tokens stop working, and so do the access tokens they
 * minted (the request gate refuses a token whose session is gone).
 */
export function endSessionsOfBlockedAccounts(strapi: Core.Strapi): void {
  const endSessions = async (userId: number) =>
    strapi.sessionManager('users-permissions').invalidateRefreshToken(String(userId));
  strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    async afterUpdate(event: UserEvent) {
      if (event.result?.id !== undefined && event.result.blocked) await endSessions(event.result.id);
    },
    async afterDelete(event: UserEvent) {
      if (event.result?.id !== undefined) await endSessions(event.result.id);
    },
  });
}
