import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';

/**
 * `Cache-Control: no-store` on every answer to a request that carries credentials, and on every
 * answer of the session endpoints (tokens in the body): no browser or proxy cache may keep admin
 * data (users, patients' contact requests) or tokens.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const prefix = String(strapi.config.get('api.rest.prefix', '/api')).replace(/\/+$/, '');
  const sessionPaths = new RegExp(`^${prefix}/(?:login|token/refresh|logout|signup)/?$`);

  return async (ctx: Context, next: () => Promise<unknown>): Promise<void> => {
    const isPrivate = ctx.get('Authorization') !== '' || sessionPaths.test(ctx.path);
    try {
      await next();
    } finally {
      if (isPrivate) ctx.set('Cache-Control', 'no-store');
    }
  };
};
