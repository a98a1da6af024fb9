import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * The route pattern a visitor's address matched (`/doctors`, `/department/:id`, `/:name`), never
 * the address itself: no doctor's name, no query string, nothing a visitor typed leaves the page
 * with a measurement. Null for an address no route matches.
 */
export function routePatternOf(routes: RouteObject[], pathname: string): string | null {
  const matches = matchRoutes(routes, pathname);
  if (!matches) return null;
  const segments = matches
    .map(({ route }) => route.path ?? '')
    .flatMap((path) => path.split('/'))
    .filter((segment) => segment !== '');
  return `/${segments.join('/')}`;
}
