import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import type { ContentVersionAnswer } from '@hospital/contract';
import { contentVersion } from '../cache/content-version';
import { sharedState } from '../cache/shared-state';

/**
 * GET /api/content-version: the site server asks it before serving a page from its own cache, on
 * every request, so it is answered here, ahead of the router and the request log. Never cached.
 * 503 while Redis (which holds the version with REDIS_URL) cannot be reached: the site then
 * serves its last good pages, marked stale.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const prefix = String(strapi.config.get('api.rest.prefix', '/api')).replace(/\/+$/, '');
  const path = `${prefix}/content-version`;

  return async (ctx: Context, next: () => Promise<unknown>): Promise<void> => {
    if (ctx.path !== path && ctx.path !== `${path}/`) return void (await next());
    ctx.set('Cache-Control', 'no-store');
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      ctx.body = { detail: `Method "${ctx.method}" not allowed.` };
      return;
    }
    try {
      const answer: ContentVersionAnswer = { version: await contentVersion(sharedState(strapi)) };
      ctx.body = answer;
    } catch (error) {
      strapi.log.warn(`Content version unavailable: ${error instanceof Error ? error.message : String(error)}`);
      ctx.status = 503;
      ctx.body = { detail: 'The content version is unavailable.' };
    }
  };
};
