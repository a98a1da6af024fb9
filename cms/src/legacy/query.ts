import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { MESSAGES, type Paged } from '@hospital/contract';
import { detailError, fieldErrors } from './errors';

/**
 * Query parameters of the list endpoints. Values are checked here, so nonsense (`page=abc`,
 * `type[]=x`, a 10 kB search) is a 400, never a database error.
 */

type Query = Record<string, unknown>;

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 1_000_000;
const MAX_SEARCH_LENGTH = 200;

/** One plain string value, or undefined when the parameter is absent; a repeated/nested one is a 400. */
function single(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw detailError(400, MESSAGES.invalidQuery(name));
  return value.trim();
}

function boundedInteger(query: Query, name: string, min: number, max: number): number | undefined {
  const value = single(query, name);
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,9}$/.test(value)) throw detailError(400, MESSAGES.invalidQuery(name));
  const parsed = Number(value);
  if (parsed < min || parsed > max) throw detailError(400, MESSAGES.invalidQuery(name));
  return parsed;
}

/** `?name=` restricted to an enumeration (django-filter's answer: a field error). Empty means no filter. */
export function queryChoice<T extends string>(query: Query, name: string, choices: readonly T[]): T | undefined {
  const value = single(query, name);
  if (!value) return undefined;
  if (!choices.includes(value as T)) throw fieldErrors({ [name]: [MESSAGES.invalidChoice(value.slice(0, 100))] });
  return value as T;
}

/** `?search=` text, bounded. Empty means no filter. */
export function queryText(query: Query, name: string): string | undefined {
  const value = single(query, name);
  if (!value) return undefined;
  if (value.length > MAX_SEARCH_LENGTH) throw detailError(400, MESSAGES.invalidQuery(name));
  return value;
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** `page` and `page_size`; null when `page` is absent, which asks for the plain list. */
export function readPaging(query: Query): PageRequest | null {
  const pageSize = boundedInteger(query, 'page_size', 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE;
  const page = boundedInteger(query, 'page', 1, MAX_PAGE);
  return page === undefined ? null : { page, pageSize };
}

/** The origin of absolute links: PUBLIC_URL (server.url) when set, else the request's (X-Forwarded-* honoured). */
function linkBase(strapi: Core.Strapi, ctx: Context): string {
  const configured = String(strapi.config.get('server.url', '') ?? '').replace(/\/+$/, '');
  return `${configured || ctx.origin}${ctx.path}`;
}

/**
 * A page's link keeps the request's query, or only `linkParams` when given: a public list's answer
 * is cached by the parameters it reads, so whatever else the first asker wrote must not end up in
 * the links every later visitor gets.
 */
function pageLink(strapi: Core.Strapi, ctx: Context, page: number, linkParams?: readonly string[]): string {
  const params = new URLSearchParams(
    [...new URLSearchParams(ctx.querystring)].filter(
      ([name]) => !linkParams || name === 'page' || linkParams.includes(name),
    ),
  );
  // `page` stays in the link even for page 1: without it the endpoint answers the plain list.
  params.set('page', String(page));
  return `${linkBase(strapi, ctx)}?${params.toString()}`;
}

/** DRF's page-number shape. A page past the end is a 404, as DRF answered ("Invalid page."). */
export function paged<T>(
  strapi: Core.Strapi,
  ctx: Context,
  request: PageRequest,
  count: number,
  results: T[],
  linkParams?: readonly string[],
): Paged<T> {
  const pages = Math.max(1, Math.ceil(count / request.pageSize));
  if (request.page > pages) throw detailError(404, MESSAGES.invalidPage);
  return {
    count,
    results,
    next: request.page < pages ? pageLink(strapi, ctx, request.page + 1, linkParams) : null,
    previous: request.page > 1 ? pageLink(strapi, ctx, request.page - 1, linkParams) : null,
  };
}

/** Offset and limit of a page. */
export function pageWindow(request: PageRequest): { start: number; limit: number } {
  return { start: (request.page - 1) * request.pageSize, limit: request.pageSize };
}
