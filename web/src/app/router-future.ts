/**
 * React Router 6 with version 7's behaviour switched on: the site was written against 7, and runs
 * on 6.30 because 6 is markedly lighter on every first visit, which keeps the home page within its
 * JavaScript budget (docs/BENCHMARKS.md). With these flags, moving to 7 again is a change of imports.
 */
export const ROUTER_FUTURE = {
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_relativeSplatPath: true,
  v7_skipActionErrorRevalidation: true,
} as const;

/** The provider's own flag: navigations render as transitions, as in version 7. */
export const PROVIDER_FUTURE = { v7_startTransition: true } as const;
