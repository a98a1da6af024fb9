import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { missingTranslations } from './missing-translations';

/**
 * The editors' "Missing translations" page in Strapi's panel (src/admin/app.tsx) reads its list
 * from `GET /missing-translations`, one of Strapi's admin routes (a panel user's token, never the
 * site's API). Who may read it is a right of its own in Strapi's Roles screen, so the panel shows
 * the menu item only to those who have it: the Editor role (panel-roles.ts) and the super admin,
 * never a translator.
 */

export const READ_MISSING_TRANSLATIONS = 'api::missing-translations.read';

interface ActionProvider {
  register(action: Record<string, unknown>): Promise<unknown>;
  has(actionId: string): boolean;
}

/** Registered before Strapi finishes loading (Strapi refuses a new right afterwards). */
async function registerRight(strapi: Core.Strapi): Promise<void> {
  const { actionProvider } = strapi.service('admin::permission') as { actionProvider: ActionProvider };
  if (actionProvider.has(READ_MISSING_TRANSLATIONS)) return;
  await actionProvider.register({
    uid: 'missing-translations.read',
    section: 'settings',
    category: 'Translations',
    subCategory: 'Missing translations',
    displayName: 'Read',
  });
  // Strapi gave its super admin every right it knew before this one: once more, with this one.
  await (strapi.service('admin::role') as { resetSuperAdminPermissions(): Promise<void> }).resetSuperAdminPermissions();
}

export async function serveMissingTranslations(strapi: Core.Strapi): Promise<void> {
  await registerRight(strapi);
  strapi.server.routes({
    type: 'admin',
    routes: [
      {
        method: 'GET',
        path: '/missing-translations',
        handler: async (ctx: Context) => {
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { data: await missingTranslations(strapi) };
        },
        config: {
          policies: [
            'admin::isAuthenticatedAdmin',
            { name: 'admin::hasPermissions', config: { actions: [READ_MISSING_TRANSLATIONS] } },
          ],
        },
      },
    ],
  } as never);
}
