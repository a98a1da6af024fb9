import type { createBrowserRouter } from 'react-router-dom';

/** What the served page tells the browser's router (React Router 6 does not export the type by name). */
type HydrationState = NonNullable<NonNullable<Parameters<typeof createBrowserRouter>[1]>['hydrationData']>;

/** The id of the JSON script the server writes with what the browser needs to hydrate. */
export const HYDRATION_SCRIPT_ID = 'page-data';

/** The server's answer for this page: the router's state, its loaders' answers included. */
export interface PageData {
  router: HydrationState;
}

/** JSON safe inside a <script> element: no `</script>`, no HTML comment, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
