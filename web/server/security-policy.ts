/**
 * The site's Content-Security-Policy, the one nginx sends for everything else it serves
 * (deploy/nginx/templates/default.conf.template, kept word for word alike): scripts and style
 * sheets from this origin only, no inline script; style attributes allowed (server-rendered pages
 * carry the few inline styles React writes); images from here and YouTube's thumbnail hosts;
 * frames only YouTube and the Google Maps embed; nobody may frame the site.
 *
 * Pages add the hash of the one inline <style> they carry (page-styles.ts): exactly that text may
 * style the page, nothing else inline.
 */
export function contentSecurityPolicy(inlineStyleHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    ['style-src', "'self'", ...inlineStyleHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob: https://img.youtube.com https://i.ytimg.com",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://www.google.com https://maps.google.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join('; ');
}
