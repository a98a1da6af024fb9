/**
 * Renders one public page to HTML on the server (see server/). The matched routes (the public
 * layout and the page) read the API data their components show in their loaders (routes.tsx,
 * route-reads.ts), run here by the router's static handler with the CMS's reader; the page renders
 * once with their answers as SWR's fallback, and the browser's router hydrates from the same
 * loader data. A read no loader made is caught by declared-data.test.tsx.
 */
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { matchRoutes } from 'react-router-dom';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { ROUTER_FUTURE } from './app/router-future';
import { SWRConfig } from 'swr';
import { HYDRATION_SCRIPT_ID, scriptSafeJson, type PageData } from './app/hydration';
import type { RouteAnswers } from './app/route-reads';
import type { ApiReader, ServerReads } from './lib/api';
import { ADMIN_CODE, routesIn, wordsOf, type TakesRequests } from './app/routes';
import { reportUndeclaredReads } from './app/undeclared-reads';
import type { ServerDesk } from './site/components/patient-form/request-action';
import type { Receipt } from './site/components/patient-form/request-desk';
import { HeadCollectorContext, type HeadCollector, type PageHead } from './site/components/page/page-head';
import { swrDefaults, type ApiKey } from './lib/api';
import {
  basenameOf,
  createI18n,
  LANGUAGES,
  LanguageProvider,
  loadMessages,
  splitLanguage,
  type Language,
} from './lib/i18n';

export { sitemapEntries } from './app/sitemap';
export { publicRoutePaths } from './app/seo-files';
export { resourcePaths, resourceRoutes } from './app/resource-routes';
export type { ServerFiles } from './lib/file-answers';
export { SITE_DESCRIPTION } from './site/components/page/page-head';
export {
  HTML_LANG,
  INTL_LOCALES,
  LANGUAGES,
  languageAlternates,
  localizedPath,
  splitLanguage,
  TRANSLATED_LANGUAGES,
  type Language,
} from './lib/i18n';
export { PAGE_QUERY_PARAMETERS, pageQueryOf } from './app/route-query';
export { canonicalPagePath } from './app/canonical-path';
export { AMBULANCE_NUMBER } from './site/features/emergency/stroke-guidance';
export { HOSPITAL_NAME, isContactDetails } from './data/contact-details';
export type { ApiKey, PageHead, Receipt, ServerDesk };
export {
  deskAnswerOf,
  multipartOf,
  type DeskAnswer,
  type DeskRequest,
  type RequestDesk,
} from './site/components/patient-form/request-desk';

/** Fetches one public API key for the page; resolves undefined when the CMS did not answer. */
export type ApiLoader = ApiReader;

export type RenderResult =
  | {
      kind: 'redirect';
      status: number;
      location: string;
      /** The receipt of a form the desk took, for the page it goes back to (a form's action). */
      setCookie?: string;
    }
  | {
      kind: 'page';
      status: number;
      head: PageHead | null;
      html: string;
      pageDataScript: string;
      /** The page's language (from its address) and, for its head, its default description. */
      language: Language;
      siteDescription: string;
      /** The wait a refused form was told (a form's action: the CMS's rate limit). */
      retryAfter?: string;
    };

/** Resolves with the whole HTML once every Suspense boundary (lazy sections too) has rendered. */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => console.error('Page render error:', error),
    });
  });
}

/** The keys the matched routes' loaders read, answered or not. */
function keysRead(loaderData: Record<string, unknown>): Set<string> {
  return new Set(Object.values(loaderData).flatMap((answers) => Object.keys((answers ?? {}) as RouteAnswers)));
}

export interface RenderOptions {
  /** A form posted to this page: its way to the desk (its route's action takes it). */
  desk?: ServerDesk;
  /** Back from the desk: the receipt of the form posted to this page, shown as its action's outcome. */
  receipt?: Receipt;
  /** Told of each public read the page's routes did not declare (tests; the site server leaves it out). */
  onUndeclaredRead?: (key: ApiKey) => void;
}

/** One router per language, each under its basename (`/bn`): links inside a page keep its language. */
const handlers = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    createStaticHandler(routesIn(language), { basename: basenameOf(language), future: ROUTER_FUTURE }),
  ]),
) as Record<Language, ReturnType<typeof createStaticHandler>>;

/**
 * The form a page takes (its route's `action`), if any: a posted body is read for these pages
 * alone, a multipart one only where `files` says so.
 */
export function requestFormAt(url: URL): { files: boolean } | undefined {
  const { language } = splitLanguage(url.pathname);
  const matches = matchRoutes(routesIn(language), url.pathname, basenameOf(language)) ?? [];
  return (matches.at(-1)?.route.handle as TakesRequests | undefined)?.request;
}

/**
 * One page, opened (`GET`) or with a form posted to it (`POST`, run by its route's action with the
 * desk in `options`). A redirect (the desk took the form) comes back as one, with its receipt.
 */
export async function renderPage(
  request: Request | URL,
  loadApi: ApiLoader,
  { desk, receipt, onUndeclaredRead }: RenderOptions = {},
): Promise<RenderResult> {
  const asked = request instanceof Request ? request : new Request(request);
  const url = new URL(asked.url);
  const { language } = splitLanguage(url.pathname);
  const handler = handlers[language];
  const reads: ServerReads & Partial<ServerDesk> = { readApi: loadApi, ...desk };
  const context = await handler.query(asked, { requestContext: reads });
  if (context instanceof Response) {
    const setCookie = context.headers.get('Set-Cookie') ?? undefined;
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
      ...(setCookie ? { setCookie } : {}),
    };
  }
  // The page the desk sent the patient back to shows the receipt as its form's action left it.
  const leaf = context.matches.at(-1);
  if (receipt && leaf) context.actionData = { [leaf.route.id]: { receipt } };
  const retryAfter = leaf ? (context.actionHeaders[leaf.route.id]?.get('Retry-After') ?? undefined) : undefined;
  const router = createStaticRouter(handler.dataRoutes, context, { future: ROUTER_FUTURE });
  // The words every page may show and those of the matched page's own catalogue parts.
  const messages = await loadMessages(
    language,
    context.matches.flatMap(({ route }) => wordsOf(route)),
  );
  const i18n = createI18n(language, messages);
  const use = onUndeclaredRead ? [reportUndeclaredReads(keysRead(context.loaderData), onUndeclaredRead)] : [];

  const collector: HeadCollector = { head: null };
  const html = await renderToHtml(
    <LanguageProvider i18n={i18n}>
      <HeadCollectorContext.Provider value={collector}>
        <SWRConfig value={{ ...swrDefaults, use, provider: () => new Map() }}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SWRConfig>
      </HeadCollectorContext.Provider>
    </LanguageProvider>,
  );
  const pageData: PageData = {
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
  return {
    kind: 'page',
    status: collector.head?.status ?? context.statusCode,
    head: collector.head,
    html,
    pageDataScript: `<script type="application/json" id="${HYDRATION_SCRIPT_ID}">${scriptSafeJson(pageData)}</script>`,
    language,
    siteDescription: i18n._('site.description'),
    ...(retryAfter ? { retryAfter } : {}),
  };
}

/** The admin app's source modules (build manifest keys), preloaded with the admin shell. */
export const adminModules = ADMIN_CODE.modules;
