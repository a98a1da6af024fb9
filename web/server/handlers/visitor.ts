import type { IncomingMessage } from 'node:http';
import { createApiLoader, type Visitor } from '../cms-api';

/** A host name or address with an optional port; anything else in a Host header is not believed. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Who asked: behind nginx (`trustProxy`) what its X-Forwarded-For/Proto/Host say; otherwise the
 * socket's address is the only truth and any such header the visitor sent is ignored.
 */
export function visitorOf(req: IncomingMessage, trustProxy: boolean): Visitor {
  const forwarded = (name: string) => {
    const value = req.headers[name];
    return trustProxy && typeof value === 'string' && value ? value.split(',')[0].trim() : undefined;
  };
  const proto = forwarded('x-forwarded-proto');
  const host = forwarded('x-forwarded-host') ?? req.headers.host;
  return {
    address: forwarded('x-forwarded-for') ?? req.socket.remoteAddress ?? '',
    proto:
      proto === 'http' || proto === 'https'
        ? proto
        : 'encrypted' in req.socket && req.socket.encrypted
          ? 'https'
          : 'http',
    host: host && HOST.test(host) ? host : 'localhost',
  };
}

/** A request to one of the site's own documents, as the stages after the assets read it. */
export interface SiteRequest {
  visitor: Visitor;
  /** The site's public origin (SITE_ORIGIN), or the one the visitor asked on. */
  origin: string;
  url: URL;
  /** The CMS's answers, asked on the visitor's behalf, each within the answer budget. */
  loadApi: ReturnType<typeof createApiLoader>;
  /**
   * The same, for a page with no last good copy to serve instead: each answer may take until
   * CMS_NEW_PAGE_BUDGET_MS (or the answer budget, if longer) after the request (cms-api.ts).
   */
  loadApiForNewPage: ReturnType<typeof createApiLoader>;
}

export interface SiteRequestSettings {
  cmsUrl: string;
  siteOrigin?: string;
  trustProxy: boolean;
  proxySecret?: string;
  cmsBudgetMs: number;
  cmsNewPageBudgetMs: number;
}

/** Each request read once, however many stages look at it. */
export function siteRequests(settings: SiteRequestSettings): (req: IncomingMessage) => SiteRequest {
  const read = new WeakMap<IncomingMessage, SiteRequest>();
  return (req) => {
    const known = read.get(req);
    if (known) return known;
    const arrived = Date.now();
    const visitor = visitorOf(req, settings.trustProxy);
    const origin = settings.siteOrigin ?? `${visitor.proto}://${visitor.host}`;
    const request: SiteRequest = {
      visitor,
      origin,
      url: new URL(req.url ?? '/', origin),
      loadApi: createApiLoader(settings.cmsUrl, visitor, settings.proxySecret, () => settings.cmsBudgetMs),
      loadApiForNewPage: createApiLoader(
        settings.cmsUrl,
        visitor,
        settings.proxySecret,
        () => arrived + Math.max(settings.cmsBudgetMs, settings.cmsNewPageBudgetMs) - Date.now(),
      ),
    };
    read.set(req, request);
    return request;
  };
}
