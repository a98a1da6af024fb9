import type { ApiKey } from '../src/entry-server';

/** Who asked for the page, passed on so the CMS builds the same links (e.g. paging) it would for the browser. */
export interface Visitor {
  address: string;
  proto: string;
  host: string;
}

/** The CMS's public legacy API address for a key's path and query (no qs: flat values only). */
export function cmsApiUrl(cmsUrl: string, [path, query]: ApiKey): string {
  const url = new URL(`/api${path}`, cmsUrl);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  }
  return url.href;
}

/**
 * What the CMS is told about the visitor. With a shared secret (PROXY_SHARED_SECRET, made per run by
 * `npm start`) the CMS believes this X-Forwarded-For; without it the CMS keys its rate limits on
 * this server's own address, so a visitor's own header never earns a fresh allowance.
 */
export function forwardedHeaders(visitor: Visitor, proxySecret?: string): Record<string, string> {
  return {
    'X-Forwarded-For': visitor.address,
    'X-Forwarded-Proto': visitor.proto,
    'X-Forwarded-Host': visitor.host,
    ...(proxySecret ? { 'X-Proxy-Secret': proxySecret } : {}),
  };
}

/**
 * How long after its request a page with no last good copy may still wait for the CMS's answers
 * (CMS_NEW_PAGE_BUDGET_MS). Past CMS_ANSWER_BUDGET_MS a page with a copy is served that copy; one
 * without has only the 503 to give, so a CMS slow for a moment (a first page in a language, a busy
 * machine) is waited for, up to this long from the request, its turn to render included: a CMS that
 * hangs costs each such visitor at most this, however many wait.
 */
export const DEFAULT_NEW_PAGE_BUDGET_MS = 5_000;

/**
 * The page server's reader of the CMS, handed to the routes' loaders (src/app/route-reads.ts) for
 * a page it renders. A failure or a wait over `msAllowed()` (asked as each answer is asked for) is
 * logged and resolves undefined: the page renders without that answer and the browser reads it
 * itself (public-pages.ts decides whether such a page is served, or its last good copy instead).
 * With no time left (a page whose turn to render came after its deadline) the CMS is not asked.
 */
export function createApiLoader(
  cmsUrl: string,
  visitor: Visitor,
  proxySecret: string | undefined,
  msAllowed: () => number,
) {
  return async (key: ApiKey): Promise<unknown> => {
    const url = cmsApiUrl(cmsUrl, key);
    const ms = msAllowed();
    if (ms <= 0) {
      console.error(`Page data not asked of ${url}: the page's time for the CMS had run out`);
      return undefined;
    }
    try {
      const response = await fetch(url, {
        headers: { Accept: 'application/json', ...forwardedHeaders(visitor, proxySecret) },
        signal: AbortSignal.timeout(ms),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      return (await response.json()) as unknown;
    } catch (error) {
      console.error(`Page data not loaded from ${url}:`, error instanceof Error ? error.message : error);
      return undefined;
    }
  };
}
