import { matchRoutes, type RouteObject } from 'react-router-dom';
import { basenameOf, splitLanguage } from '../lib/i18n';
import type { PageQuery, ReadsQuery } from './page-query';
import { publicRoutes, routesIn } from './routes';

const queryOfRoute = (route: RouteObject): PageQuery => (route.handle as ReadsQuery | undefined)?.query ?? {};

/**
 * Recent answers of pageQueryOf, by path. The route table is fixed, and matching it (React Router
 * compiles every route's pattern on each call) was the page server's largest cost of its own on
 * the thread that sends pages during a junk flood (a CPU profile, 2026-11-29). Bounded: a flood of
 * invented paths only cycles it.
 */
const RECENT_PATHS = 512;
const recent = new Map<string, PageQuery>();

/** The query parameters the page at `pathname` reads (its route's `handle.query`); none for an unknown page. */
export function pageQueryOf(pathname: string): PageQuery {
  const known = recent.get(pathname);
  if (known) return known;
  const { language } = splitLanguage(pathname);
  const matches = matchRoutes(routesIn(language), pathname, basenameOf(language)) ?? [];
  const query = Object.assign({}, ...matches.map(({ route }) => queryOfRoute(route))) as PageQuery;
  if (recent.size >= RECENT_PATHS) recent.delete(recent.keys().next().value!);
  recent.set(pathname, query);
  return query;
}

/** Every query parameter some public page reads (from the route table: listed once, there). */
export const PAGE_QUERY_PARAMETERS: ReadonlySet<string> = new Set(
  publicRoutes.flatMap((route) => Object.keys(queryOfRoute(route))),
);
