/**
 * The request target as the visitor sent it, checked once, before any routing. Everything behind
 * this server (the static files, the renderer, the CMS behind the proxy) resolves `.` and `..`
 * segments its own way, and the proxy passes the raw target on: `/api/../admin/init` would be
 * "under /api" here and Strapi's admin there. A target that any of them could read as another
 * path is refused, rather than normalised into something its sender did not write.
 */
export type TargetCheck = { ok: true } | { ok: false; status: 400 | 414; message: string };

/** Longer than any address of the site (a search of a few words included). */
export const MAX_TARGET_LENGTH = 2048;

const OK: TargetCheck = { ok: true };
const refused = (message: string): TargetCheck => ({ ok: false, status: 400, message });

/** Percent-escapes that decode into a separator or a character no path of the site contains. */
const ENCODED_SEPARATOR = /%(?:2f|5c|00)/i;
// Control characters (and DEL): no address of the site has them, and browsers strip some (tab, newline) silently.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export function checkRequestTarget(target: string | undefined): TargetCheck {
  if (!target) return refused('Bad request');
  if (target.length > MAX_TARGET_LENGTH) return { ok: false, status: 414, message: 'Address too long' };
  // Only origin-form (`/path?query`): an absolute URL or `*` names no page of this server.
  if (!target.startsWith('/')) return refused('Bad request');
  // A browser never sends a fragment. Node's URL parser drops one and resolves what precedes it,
  // so `/api/..#` would be routed here as under /api/ and reach the CMS as its root.
  if (target.includes('#')) return refused('Bad request');
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (path.startsWith('//') || path.includes('\\') || CONTROL.test(target) || ENCODED_SEPARATOR.test(path))
    return refused('Bad request');
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return refused('Bad request');
  }
  // A dot segment written plainly or percent-encoded (`%2e`, `%2E`, `.%2e`), or decoded into a backslash.
  if (decoded.includes('\\') || CONTROL.test(decoded)) return refused('Bad request');
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return refused('Bad request');
  return OK;
}
