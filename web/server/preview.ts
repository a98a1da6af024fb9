import { timingSafeEqual } from 'node:crypto';

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

/** A path of this site's public pages: absolute, not protocol-relative, not the admin screens or the API. */
function isPublicPagePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  const { pathname } = new URL(path, 'http://site.invalid');
  return !/^\/(admin|api|uploads|preview)(\/|$)/.test(pathname);
}

export function previewAnswer(query: URLSearchParams, secret: string | undefined): PreviewAnswer {
  if (!secret) return { status: 404, message: 'Preview is not set up on this server.' };
  if (!sameSecret(query.get('secret') ?? '', secret))
    return { status: 401, message: 'This preview link is not valid.' };
  const path = query.get('path') ?? '';
  if (!isPublicPagePath(path)) return { status: 400, message: 'A preview can only show a page of this site.' };
  return { status: 302, location: path };
}
