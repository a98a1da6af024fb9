import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { sharedState } from '../cache/shared-state';

/** The public legacy reads (relative to the REST prefix, without the optional trailing slash). */
const PUBLIC_READS = new Set([
  '/banners',
  '/homeabout',
  '/about',
  '/doctors',
  '/news/list',
  '/events/list',
  '/content',
  '/public/api/newservices.php',
]);

/**
 * Browsers and the proxy may keep a public answer but must revalidate it every time (a 304 costs
 * no body): a write is then visible on the very next read. No `stale-while-revalidate`: it would
 * show a visitor the answer from before an acknowledged write.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * Answers anonymous public reads from memory: the serialized answer and its strong ETag, keyed by
 * path and query, served while no write happened since (see cache/generation.ts). A request with
 * an Authorization header never enters or leaves the cache, nor does any other route.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const prefix = String(strapi.config.get('api.rest.prefix', '/api')).replace(/\/+$/, '');

  return async (ctx: Context, next: () => Promise<unknown>): Promise<void> => {
    if (ctx.method !== 'GET' || ctx.get('Authorization') !== '' || !isPublicRead(ctx.path, prefix)) {
      await next();
      return;
    }
    const { readCache } = sharedState(strapi);
    const generation = await readCache.generation.current();
    let answer = readCache.get(ctx.url, generation);
    if (!answer) {
      await next();
      if (ctx.status !== 200 || typeof ctx.body !== 'object' || ctx.body === null) return;
      answer = readCache.keep(ctx.url, generation, ctx.body);
    }
    ctx.status = 200;
    ctx.type = 'application/json';
    ctx.set('ETag', answer.etag);
    ctx.set('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
    if (matchesIfNoneMatch(ctx.get('If-None-Match'), answer.etag)) {
      ctx.status = 304;
      ctx.body = null;
      return;
    }
    ctx.body = answer.bytes;
  };
};

/**
 * RFC 9110 §13.1.2 (weak comparison). Not Koa's `ctx.fresh`: it ignores If-None-Match whenever the
 * request says `Cache-Control: no-cache`, which fetch() adds to every conditional request, yet
 * the origin may always answer 304 to a matching validator.
 */
function matchesIfNoneMatch(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

function isPublicRead(path: string, prefix: string): boolean {
  if (!path.startsWith(`${prefix}/`)) return false;
  return PUBLIC_READS.has(path.slice(prefix.length).replace(/\/$/, ''));
}
