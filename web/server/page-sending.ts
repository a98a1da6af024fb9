import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LastKnownContacts } from './last-known-contacts';
import { chooseEncoding, RenderedPage, type PageCache } from './page-cache';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_PAGE_STYLE_HASH, unavailablePageHtml } from './unavailable-page';

/** Marks an answer served from the last good copy while the CMS could not give a fresh one. */
const STALE_HEADER = 'X-Page-Stale';

const UNAVAILABLE_POLICY = `default-src 'none'; style-src '${UNAVAILABLE_PAGE_STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/**
 * How a public page is answered: from its kept copy in the visitor's encoding (strong ETag, 304 on
 * a match), the 503 page with the hospital's numbers, or a redirect.
 */
export function pageSending(cache: PageCache, contacts: LastKnownContacts, pagePolicy: string) {
  function send(req: IncomingMessage, res: ServerResponse, page: RenderedPage, stale: boolean): void {
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const before = page.size;
    const { bytes, etag } = page.body(encoding);
    if (page.size !== before) cache.trim();
    res.setHeader('Content-Security-Policy', pagePolicy);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', etag);
    // Revalidated on every visit (a 304 costs no body), so an edit shows on the next one; a stale
    // copy is never kept by a browser or proxy.
    res.setHeader('Cache-Control', stale ? 'no-store' : 'no-cache');
    if (stale) res.setHeader(STALE_HEADER, '1');
    if (ifNoneMatch(req.headers['if-none-match'], etag)) {
      res.writeHead(304);
      return void res.end();
    }
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', bytes.length);
    res.writeHead(200);
    res.end(req.method === 'HEAD' ? undefined : bytes);
  }

  /** The 503 page with the numbers, compressed once per version of the numbers, not once per answer. */
  let unavailable: { details: typeof contacts.current; page: RenderedPage } | undefined;
  function sendUnavailable(req: IncomingMessage, res: ServerResponse): void {
    // A junk flood gets thousands of these a minute: compressing each on the thread that sends was
    // a fifth of that thread's time (a CPU profile of the flood, 2026-11-29).
    if (!unavailable || unavailable.details !== contacts.current) {
      const details = contacts.current;
      unavailable = { details, page: new RenderedPage(Buffer.from(unavailablePageHtml(details))) };
    }
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const { bytes } = unavailable.page.body(encoding);
    res.writeHead(503, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': UNAVAILABLE_POLICY,
      'Cache-Control': 'no-store',
      'Retry-After': String(RETRY_AFTER_SECONDS),
      [STALE_HEADER]: '1',
      Vary: 'Accept-Encoding',
      'Content-Length': bytes.length,
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    });
    res.end(req.method === 'HEAD' ? undefined : bytes);
  }

  return { send, sendUnavailable };
}

export function sendRedirect(res: ServerResponse, { status, location }: { status: number; location: string }): void {
  res.writeHead(status, { Location: location });
  res.end();
}

/** RFC 9110 §13.1.2: weak comparison, `*` matches any. */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
