import { startFieldMeasurements } from '../lib/field-measurements/start-field-measurements';
import { routePatternOf } from '../lib/field-measurements/route-pattern';
import { publicRoutes } from './routes';

/**
 * Measures the public page this visit landed on, under its route pattern. Not /admin: the
 * figures describe what patients and families experience, and the admin screens are no page of theirs.
 * Navigations inside the app are not new page loads, so their figures count for the landing page.
 */
export function measurePublicPage(pathname: string): void {
  const route = routePatternOf([{ path: '/', children: publicRoutes }], pathname);
  if (route === null || pathname === '/admin' || pathname.startsWith('/admin/')) return;
  void startFieldMeasurements(route).catch(() => undefined);
}
