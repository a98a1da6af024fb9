import { timingSafeEqual } from 'node:crypto';
import type { RouteObject } from 'react-router-dom';
import { fileRoute, textAnswer } from '../lib/file-answers';

/**
 * The site's end of Strapi's Preview: `/preview?secret=...&path=/department/7` opens the page an
 * entry appears on. It only ever leads to a public page of this site (nothing the public cannot
 * read), and only with the preview secret the CMS and this server share, so it is not an open
 * redirect. No-store and no referrer: the secret stays out of caches and other sites' logs.
 */
export type PreviewAnswer = { status: 302; location: string } | { status: 400 | 401 | 404; message: string };

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const SITE = 'http://site.invalid';
// Whitespace and control characters: browsers drop tabs and newlines from a Location before
// resolving it, so `/%09/evil.example` (a tab) would become `//evil.example`, another site.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u2028\u2029]/;

/**
 * A path written as the site writes its own: no empty segment (`//`) and no dot segment, plain or
 * percent-encoded. Resolving `/..//evil.example/login` gives `//evil.example/login`, which a
 * browser reads as another site; nothing the panel links to needs either.
 */
function isPlainPath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  const segments = decoded.split('/').slice(1);
  return !decoded.includes('//') && !segments.some((segment) => segment === '.' || segment === '..');
}

/**
 * The address of one of this site's public pages, as this server writes it, or undefined: the
 * path must be absolute, stay on this site however a browser reads it, and not be the admin
 * screens, the API, the uploads or the preview itself.
 */
function publicPageLocation(path: string): string | undefined {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || INVISIBLE.test(path)) return undefined;
  if (!isPlainPath(path.split(/[?#]/)[0])) return undefined;
  const url = new URL(path, SITE);
  if (url.origin !== SITE || /^\/(admin|api|uploads|preview)(\/|$)/i.test(url.pathname)) return undefined;
  return url.pathname + url.search + url.hash;
}

export function previewAnswer(query: URLSearchParams, secret: string | undefined): PreviewAnswer {
  if (!secret) return { status: 404, message: 'Preview is not set up on this server.' };
  if (!sameSecret(query.get('secret') ?? '', secret))
    return { status: 401, message: 'This preview link is not valid.' };
  const location = publicPageLocation(query.get('path') ?? '');
  if (!location) return { status: 400, message: 'A preview can only show a page of this site.' };
  return { status: 302, location };
}

/**
 * /preview, which Strapi's "Open preview" opens: on to the entry's page with the shared secret, no
 * further. (The router resolves a redirect's relative Location; a plain absolute path, all this
 * ever gives, comes out as it went in.)
 */
export const previewRoute: RouteObject = fileRoute('/preview', (request, { previewSecret }) => {
  const answer = previewAnswer(new URL(request.url).searchParams, previewSecret);
  if (answer.status !== 302) return textAnswer(answer.status, 'text/plain', answer.message, { cache: 'no-store' });
  return new Response(null, {
    status: 302,
    headers: { Location: answer.location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });
});
