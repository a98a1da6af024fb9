/** Where uploaded images are served from; empty means the site's own origin (it proxies /uploads). */
export const MEDIA_BASE = (import.meta.env.VITE_MEDIA_BASE ?? '').replace(/\/+$/, '');

/** An absolute URL stays as it is; a relative image path gets the API host prefixed. */
export function resolveMediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:') || path.startsWith('blob:')) return path;
  return `${MEDIA_BASE}${path.startsWith('/') ? path : `/${path}`}`;
}
