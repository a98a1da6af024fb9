import { consultant, isConsultantSlug } from '../data/consultant';
import { localizedPath, splitLanguage } from '../lib/i18n';
import { publicRoutes } from './routes';

/** The spec's /{name}: the consultant's profile under any spelling of their slug, else a not-found page. */
const PROFILE_PARAMETER = ':name';

/** Each public route's path as segments, the fixed ones first (they win over a parameter, as in the router). */
const routeSegments: string[][] = publicRoutes
  .flatMap((route) => (route.index ? [[]] : route.path && route.path !== '*' ? [route.path.split('/')] : []))
  .sort((a, b) => a.filter((s) => s.startsWith(':')).length - b.filter((s) => s.startsWith(':')).length);

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** A request's segments in the route's own spelling, or undefined when the route does not answer them. */
function spelledAs(route: readonly string[], asked: readonly string[]): string[] | undefined {
  if (route.length !== asked.length) return undefined;
  const spelled: string[] = [];
  for (const [index, segment] of route.entries()) {
    const given = asked[index];
    if (segment === PROFILE_PARAMETER) spelled.push(isConsultantSlug(decoded(given)) ? consultant.slug : given);
    else if (segment.startsWith(':')) spelled.push(given);
    else if (segment.toLowerCase() === decoded(given).toLowerCase()) spelled.push(segment);
    else return undefined;
  }
  return spelled;
}

/**
 * The one address of the page at `pathname`: its route's own spelling (`/ABOUT`, `/about/` →
 * `/about`; `/department2` → the spec's `/Department2`), no trailing slash but the language home's
 * (`/bn/`, as the sitemap writes it). Undefined when `pathname` already is it, or names no page.
 * `/bn` and `/hi` are left as they are: the router's own links to a language's home are written so
 * (a redirect on each would cost every visitor a round trip); the page key takes them as `/bn/`.
 */
export function canonicalPagePath(pathname: string): string | undefined {
  const { language, path } = splitLanguage(pathname);
  if (language !== 'en' && pathname === `/${language}`) return undefined;
  // Trailing slashes name no segment: `/about//` is `/about`, `/` is the home page.
  const asked = path.replace(/\/+$/, '').split('/').slice(1);
  for (const route of routeSegments) {
    const spelled = spelledAs(route, asked);
    if (!spelled) continue;
    const canonical = localizedPath(language, `/${spelled.join('/')}`);
    return canonical === pathname ? undefined : canonical;
  }
  return undefined;
}
