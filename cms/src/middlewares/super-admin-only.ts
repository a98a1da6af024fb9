import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { apiPath, restPrefixOf } from '../legacy/api-path';
import { decodedAddress } from '../legacy/decoded-address';
import { bearerToken, checkAccessToken } from '../legacy/sessions';
import { SUPER_ADMIN_ONLY_TYPES, SUPER_ADMIN_ROLE } from '../bootstrap/super-admin-only';

interface PanelUser {
  roles?: Array<{ code: string }>;
}

/**
 * The patients' requests and the site's accounts stay out of Strapi's panel for everyone but the
 * super admin, whatever a role's permissions say at the moment: a right ticked by hand works at
 * once (the start-up clean-up, bootstrap/super-admin-only.ts, undoes it only at the next start).
 * Any panel route that names one of those types (Content Manager lists, entries, relations,
 * history) answers 403 to anyone else.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const prefix = restPrefixOf(strapi);

  const isSuperAdmin = async (ctx: Context): Promise<boolean> => {
    const token = bearerToken(ctx);
    if (!token) return false;
    const access = await checkAccessToken(strapi, 'admin', token);
    if (!access.live || access.userId === null) return false;
    const user = (await strapi.db
      .query('admin::user')
      .findOne({ where: { id: Number(access.userId) }, populate: ['roles'] })) as PanelUser | null;
    return user?.roles?.some((role) => role.code === SUPER_ADMIN_ROLE) ?? false;
  };

  return async (ctx: Context, next: () => Promise<unknown>): Promise<void> => {
    if (apiPath(ctx.path, prefix) === null && namesSuperAdminOnlyType(ctx.url) && !(await isSuperAdmin(ctx))) {
      ctx.status = 403;
      ctx.body = {
        data: null,
        error: { status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {} },
      };
      return;
    }
    await next();
  };
};

/**
 * Whether the address names one of those types anywhere (path or query), decoded as the router
 * would: a stray `%` once made the whole address fail to decode and the encoded name pass unseen.
 */
function namesSuperAdminOnlyType(url: string): boolean {
  const lower = decodedAddress(url).toLowerCase();
  return SUPER_ADMIN_ONLY_TYPES.some((uid) => lower.includes(uid));
}
