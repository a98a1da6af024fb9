import { createHash } from 'node:crypto';
import type { RouteObject } from 'react-router-dom';
import { SITE_SETTINGS, type SiteSettings } from '../../../lib/api';
import { fileRoute, textAnswer, type FileAnswer } from '../../../lib/file-answers';
import { PACKAGE_RATES } from './package-rates-key';
import {
  RATES_PATH,
  RATES_POINTER_PATHS,
  RATES_SCHEMA_PATH,
  ratesDocument,
  ratesPointer,
  ratesSchemaText,
  usableSettings,
} from './rates-file';

const UNAVAILABLE =
  "The rate file cannot be made just now: the hospital's content server did not answer, and no part of " +
  'a file is sent in its place. Please try again in a minute; the rates are also on /packages.\n';

/**
 * A whole answer with its ETag, revalidated on every use (`no-cache`: a changed rate is never
 * hidden by a copy) and answered 304 when the request's If-None-Match names it. The ETag is weak:
 * the site server may send the same text gzipped or in brotli, and a strong one would claim those
 * bytes are the same. Readable from any origin: these are public files that validators and other
 * sites' tools fetch.
 */
function versionedAnswer(request: Request, type: string, body: string): Response {
  const tag = createHash('sha256').update(body).digest('base64url');
  const headers = { ETag: `W/"${tag}"`, 'X-Content-Type-Options': 'nosniff', 'Access-Control-Allow-Origin': '*' };
  const asked = request.headers.get('If-None-Match');
  if (asked?.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === `"${tag}"`))
    return new Response(null, { status: 304, headers: { ...headers, 'Cache-Control': 'no-cache' } });
  return textAnswer(200, type, body, { headers });
}

/** A text made from the CMS's rates and site settings. */
type RatesText = (origin: string, rates: readonly unknown[], settings: SiteSettings) => string;

/**
 * The rate file or its pointer, from the CMS's package rates (English: the file is one document,
 * not one per language) and site settings. Fresh by reading through, not by a copy of our own:
 * each request asks the CMS, whose public read cache answers from memory and never stale (its
 * generation moves before a write is acknowledged), so a rate changed in the panel is in the very
 * next file, on every instance, with no content version to follow here. A copy per content version
 * (as the pages keep) would save two cached reads on a file fetched a few times a day, and be a
 * second way for the file to fall behind the panel. The file is made whole before a byte is sent;
 * when the CMS does not answer (within CMS_ANSWER_BUDGET_MS) or answers something unusable, the
 * answer is a 503 that says so, never part of a file. Behind nginx the file is kept like a page (a
 * second, then revalidated by its ETag) and nginx's last copy is served while this answers 503.
 */
const fromRates =
  (make: RatesText, type: string): FileAnswer =>
  async (request, { readApi, origin }) => {
    const [rates, settings] = await Promise.all([readApi(PACKAGE_RATES), readApi(SITE_SETTINGS)]);
    if (!Array.isArray(rates) || !usableSettings(settings))
      return textAnswer(503, 'text/plain', UNAVAILABLE, { cache: 'no-store', headers: { 'Retry-After': '60' } });
    return versionedAnswer(request, type, make(origin, rates, settings));
  };

const pointer = fromRates((origin, _rates, settings) => ratesPointer(origin, settings), 'text/plain');

/**
 * The machine-readable rate file (/rates.json), its schema (/rates.schema.json: the site's own
 * file, served while the CMS is down) and the pointer to it (/.well-known/hospital-rates.txt,
 * /cms-hpt.txt).
 */
export const rateFileRoutes: RouteObject[] = [
  fileRoute(
    RATES_PATH,
    fromRates(
      (origin, rates, settings) => `${JSON.stringify(ratesDocument(origin, rates, settings), null, 2)}\n`,
      'application/json',
    ),
  ),
  fileRoute(RATES_SCHEMA_PATH, (request, { origin }) =>
    versionedAnswer(request, 'application/schema+json', ratesSchemaText(origin)),
  ),
  ...RATES_POINTER_PATHS.map((path) => fileRoute(path, pointer)),
];
