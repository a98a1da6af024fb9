import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CONTACT_DETAILS_PATH } from '../last-known-contacts';
import {
  RATES_PATH,
  RATES_POINTER_PATHS,
  RATES_SCHEMA_PATH,
  ratesDocument,
  ratesPointer,
  ratesSchemaText,
  usableSettings,
} from '../rates-file';
import { sendText, type Stage } from './stage';
import type { SiteRequest } from './visitor';

/** The CMS's public read of the package rates, in English (the file is one document, not one per language). */
const PACKAGE_RATES_PATH = '/packages/';

const UNAVAILABLE =
  "The rate file cannot be made just now: the hospital's content server did not answer, and no part of " +
  'a file is sent in its place. Please try again in a minute; the rates are also on /packages.\n';

/**
 * The machine-readable rate file (/rates.json), its schema (/rates.schema.json) and the pointer to
 * it (/.well-known/hospital-rates.txt, /cms-hpt.txt).
 *
 * Fresh by reading through, not by a copy of our own: each request asks the CMS for the rates and
 * the site settings, which its public read cache answers from memory and never stale (the cache's
 * generation moves before a write is acknowledged), so a rate changed in the panel is in the very
 * next file, on every instance, with no content version to follow here. A copy per content version
 * (as the pages keep) would save two cached reads on a file fetched a few times a day, and be a
 * second way for the file to fall behind the panel. The file is built whole before a byte is sent;
 * when the CMS does not answer (within CMS_ANSWER_BUDGET_MS) or answers something unusable, the
 * answer is a 503 that says so, never part of a file. Behind nginx the file is kept like a page
 * (a second, then revalidated by its ETag) and nginx's last copy is served while this answers 503.
 */
export function rateFiles(siteRequest: (req: IncomingMessage) => SiteRequest): Stage {
  return async (req, res, next) => {
    const { url, origin, loadApi } = siteRequest(req);
    const pointer = (RATES_POINTER_PATHS as readonly string[]).includes(url.pathname);
    if (url.pathname === RATES_SCHEMA_PATH)
      return sendVersioned(req, res, 'application/schema+json', ratesSchemaText(origin));
    if (url.pathname !== RATES_PATH && !pointer) return next();
    const [rates, settings] = await Promise.all([
      loadApi([PACKAGE_RATES_PATH, undefined, false]),
      loadApi([CONTACT_DETAILS_PATH, undefined, false]),
    ]);
    if (!Array.isArray(rates) || !usableSettings(settings)) {
      res.setHeader('Retry-After', '60');
      return sendText(res, 503, 'text/plain', UNAVAILABLE, 'no-store');
    }
    if (pointer) return sendVersioned(req, res, 'text/plain', ratesPointer(origin, settings));
    sendVersioned(req, res, 'application/json', `${JSON.stringify(ratesDocument(origin, rates, settings), null, 2)}\n`);
  };
}

/**
 * A whole answer with its ETag, revalidated on every use (`no-cache`: a changed rate is never
 * hidden by a copy) and answered 304 when unchanged. The ETag is weak: the compression stage may
 * send the same text gzipped or in brotli, and a strong one would claim those bytes are the same.
 * Readable from any origin: these are public files that validators and other sites' tools fetch.
 */
function sendVersioned(req: IncomingMessage, res: ServerResponse, type: string, body: string): void {
  const tag = createHash('sha256').update(body).digest('base64url');
  res.setHeader('ETag', `W/"${tag}"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Access-Control-Allow-Origin', '*');
  const asked = req.headers['if-none-match'];
  if (asked?.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === `"${tag}"`)) {
    res.writeHead(304, { 'Cache-Control': 'no-cache' });
    return void res.end();
  }
  sendText(res, 200, type, body);
}
