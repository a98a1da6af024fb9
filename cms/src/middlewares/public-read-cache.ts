import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { ENDPOINTS, type Endpoint } from '@hospital/contract';
import { sharedState } from '../cache/shared-state';
import { apiPath, restPrefixOf } from '../legacy/api-path';
import { routerPath } from '../legacy/routes';
import { bearerToken, checkAccessToken } from '../legacy/sessions';

/**
 * The public legacy reads the cache keeps (the contract's endpoints with `cache`), by path relative
 * to the REST prefix, lower case, without the optional trailing slash, each with the query
 * parameters its controller reads (every one reads `locale`, the language of its answer,
 * localise.ts): the cache keys on those alone, so a query string an outsider invents (`?x=1`,
 * `?x=2`, ...) makes no new entry.
 */
const PUBLIC_READS = new Map<string, readonly string[]>(
  ENDPOINTS.flatMap((endpoint: Endpoint): Array<[string, readonly string[]]> =>
    endpoint.method === 'GET' && endpoint.cache ? [[routerPath(endpoint.path).toLowerCase(), endpoint.cache]] : [],
  ),
);

/** HEAD is a GET whose body Node leaves out: the same cached answer, headers and 304s. */
const READ_METHODS = new Set(['GET', 'HEAD']);

/** A request with one of these and a live session's token is an editor's write, which public reads let go first. */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Browsers and the proxy may keep a public answer but must revalidate it every time (a 304 costs
 * no body): a write is then visible on the very next read. No `stale-while-revalidate`: it would
 * show a visitor the answer from before an acknowledged write.
 */
const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * Answers anonymous public reads from memory: the serialized answer and its strong ETag, keyed by
 * path and query, served while no write happened since (see cache/generation.ts). A request with
 * an Authorization header never enters or leaves the cache, nor does any other route. While an
 * editor's write is in flight, public reads wait for it (bounded, see cache/write-priority.ts).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const prefix = restPrefixOf(strapi);
  // Where a paged answer's next/previous links point (query.ts): PUBLIC_URL when set.
  const linkOrigin = String(strapi.config.get('server.url', '') ?? '').replace(/\/+$/, '');

  return async (ctx: Context, next: () => Promise<unknown>): Promise<void> => {
    const { readCache, writePriority } = sharedState(strapi);
    if (WRITE_METHODS.has(ctx.method) && (await isEditorsWrite(ctx, strapi, prefix))) {
      const ended = writePriority.begin();
      try {
        await next();
      } finally {
        ended();
      }
      return;
    }
    const readPath = apiPath(ctx.path, prefix) ?? '';
    const readParams = PUBLIC_READS.get(readPath);
    const query = readParams && cacheQuery(ctx.query, readParams);
    if (!READ_METHODS.has(ctx.method) || ctx.get('Authorization') !== '' || query === undefined) {
      await next();
      return;
    }
    await writePriority.readerTurn();
    const key = cacheKey(ctx, readPath, query, linkOrigin);
    if (key === undefined) {
      await next();
      return;
    }
    let generation: number;
    try {
      generation = await readCache.generation.current();
    } catch (error) {
      // Redis unreachable: answer from the database, uncached, rather than not at all.
      strapi.log.warn(`Public read cache unavailable: ${error instanceof Error ? error.message : String(error)}`);
      await next();
      return;
    }
    let answer = readCache.get(key, generation);
    // Awaited only when a build is under way: an `await` on nothing would yield before this reader
    // announces its build, and readers released together (after a save) would each build the answer.
    const underway = answer ? undefined : readCache.whenBuilt(key, generation);
    if (underway) answer = await underway;
    if (!answer) {
      const built = readCache.startBuilding(key, generation);
      try {
        await next();
        if (ctx.status === 200 && typeof ctx.body === 'object' && ctx.body !== null)
          answer = readCache.keep(key, generation, ctx.body);
      } finally {
        built(answer);
      }
      if (!answer) return;
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
 * Only a token of a live session earns a write its priority, checked before it is granted: any
 * `Authorization` header would otherwise let anyone hold every public read back by a second.
 * A site admin's token on the API, a panel user's on Strapi's own routes.
 */
export async function isEditorsWrite(ctx: Context, strapi: Core.Strapi, prefix: string): Promise<boolean> {
  const token = bearerToken(ctx);
  if (!token) return false;
  const origin = apiPath(ctx.path, prefix) === null ? 'admin' : 'users-permissions';
  return (await checkAccessToken(strapi, origin, token)).live;
}

/**
 * RFC 9110 §13.1.2 (weak comparison). Not Koa's `ctx.fresh`: it ignores If-None-Match whenever the
 * request says `Cache-Control: no-cache`, which fetch() adds to every conditional request, yet
 * the origin may always answer 304 to a matching validator.
 */
function matchesIfNoneMatch(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * The longest value a key holds: more than any list's filter or a search's words (cut to
 * SEARCH_QUERY_MAX), so every real request is kept, and a 10 kB `?q=` is answered but never
 * kept, so no key and no pool of keys grows with what an outsider sends.
 */
const KEYED_VALUE_MAX = 256;

/**
 * The parameters an endpoint reads, in a fixed order (`?page=2&type=neuro`); undefined, so the
 * answer is built and not kept, when one of them is repeated or nested (`?locale[x]=bn`): which
 * value counts, or whether it is a 400, is then the controller's business, not the key's, and it
 * must never be served the answer cached for the parameter's absence. Same for a value longer than
 * KEYED_VALUE_MAX.
 */
function cacheQuery(query: Context['query'], params: readonly string[]): string | undefined {
  const used = new URLSearchParams();
  for (const name of params) {
    const value: unknown = query[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.length > KEYED_VALUE_MAX) return undefined;
    used.set(name, value);
  }
  const text = used.toString();
  return text ? `?${text}` : '';
}

/**
 * The entry an answer is kept under: the endpoint (lower case, no trailing slash) and the
 * parameters it reads, nothing else a client chooses, so `Host` headers and spellings of the path
 * (`/api/FACILITIES/`) make no new entries. A paged answer (`?page=`) carries absolute links built
 * from the request's own path, and from its origin when PUBLIC_URL is unset: it is kept only when
 * asked in lower case (as the site asks) and, without PUBLIC_URL, under its origin too, so one
 * client's Host header or spelling never reaches another's links. Undefined: build, do not keep.
 */
function cacheKey(ctx: Context, readPath: string, query: string, linkOrigin: string): string | undefined {
  if (!/(^\?|&)page=/.test(query)) return `${readPath}${query}`;
  if (ctx.path !== ctx.path.toLowerCase()) return undefined;
  return `${linkOrigin ? '' : ctx.origin}${ctx.path}${query}`;
}
