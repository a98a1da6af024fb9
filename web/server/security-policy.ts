/**
 * The site's Content-Security-Policy, the one nginx sends for everything else it serves
 * (deploy/nginx/templates/default.conf.template, kept word for word alike): scripts and style
 * sheets from this origin only, no inline script; style attributes allowed (server-rendered pages
 * carry the few inline styles React writes); images from here, the media bucket when uploads are
 * on object storage, and YouTube's thumbnail hosts; frames only YouTube and the Google Maps embed;
 * nobody may frame the site.
 *
 * Pages add the hash of the one inline <style> they carry (page-styles.ts): exactly that text may
 * style the page, nothing else inline. They may also name the origins of Strapi's panel
 * (PREVIEW_PANEL_ORIGINS), whose "Open preview" shows a page inside the panel: only those may frame.
 */
export function contentSecurityPolicy({
  inlineStyleHashes = [],
  framingOrigins = [],
  mediaOrigin,
}: {
  inlineStyleHashes?: readonly string[];
  framingOrigins?: readonly string[];
  /** The media bucket's origin (mediaOriginOf(S3_PUBLIC_URL)): the pages' pictures are there. */
  mediaOrigin?: string;
} = {}): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    ['style-src', "'self'", ...inlineStyleHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src-attr 'unsafe-inline'",
    [
      'img-src',
      "'self'",
      ...(mediaOrigin ? [mediaOrigin] : []),
      'data: blob: https://img.youtube.com https://i.ytimg.com',
    ].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://www.google.com https://maps.google.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    framingOrigins.length > 0 ? `frame-ancestors ${framingOrigins.join(' ')}` : "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join('; ');
}

/**
 * PREVIEW_PANEL_ORIGINS as origins (space-separated, e.g. `https://cms.hospital.example`). Anything
 * that is not exactly an http(s) origin is refused at start-up: it would otherwise be pasted into
 * the policy, where `; script-src *` would be a new directive.
 */
export function framingOrigins(value: string | undefined): string[] {
  const origins = (value ?? '').split(/\s+/).filter(Boolean);
  for (const origin of origins) {
    // Scheme, host name or address, optional port: nothing else (a `;` would end the directive).
    if (!/^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i.test(origin)) {
      throw new Error(`PREVIEW_PANEL_ORIGINS: "${origin}" is not an origin such as https://cms.hospital.example`);
    }
  }
  return origins;
}

/**
 * The origin of S3_PUBLIC_URL, the public address of the media bucket (or its CDN) the CMS's
 * picture URLs start with; undefined when unset (uploads on the CMS's disk, served through
 * /uploads). Anything but an http(s) URL is refused at start-up: the origin goes into the policy.
 */
export function mediaOriginOf(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
    throw new Error(`S3_PUBLIC_URL: "${text}" is not a web address such as https://media.hospital.example`);
  }
  return url.origin;
}
