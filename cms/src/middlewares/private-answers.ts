import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { apiPath, restPrefixOf } from '../legacy/api-path';

/**
 * `Cache-Control: no-store` on every answer to a request that carries credentials, and on every
 * answer of the session endpoints (tokens in the body): no browser or proxy cache may keep admin
 * data (users, patients' contact requests) or tokens.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const prefix = restPrefixOf(strapi);
  const sessionPaths = new Set(['/login', '/token/refresh', '/logout', '/signup']);

  return async (ctx: Context, next: () => Promise<unknown>): Promise<void> => {
    const isPrivate = ctx.get('Authorization') !== '' || sessionPaths.has(apiPath(ctx.path, prefix) ?? '');
    try {
      await next();
    } finally {
      if (isPrivate) ctx.set('Cache-Control', 'no-store');
    }
  };
};
