import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import { swrDefaults, type ApiKey } from '../lib/api';
import { routes as appRoutes } from '../app/routes';
import { PROVIDER_FUTURE, ROUTER_FUTURE } from '../app/router-future';
import * as siteContent from '@hospital/test-support/site/site-content-fixtures';

/** A fresh SWR cache per test, so one test's data never leaks into the next. */
export function withSwr(ui: ReactElement) {
  return <SWRConfig value={{ ...swrDefaults, dedupingInterval: 0, provider: () => new Map() }}>{ui}</SWRConfig>;
}

/** Renders the real route table at `path`, as a visitor arriving there would see it. */
export function renderRoute(path: string, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path], future: ROUTER_FUTURE });
  const view = render(withSwr(<RouterProvider router={router} future={PROVIDER_FUTURE} />));
  return { ...view, router };
}

export function renderWithSwr(ui: ReactElement) {
  return render(withSwr(ui));
}

const publicKey = (path: string): string => unstable_serialize([path, undefined, false] satisfies ApiKey);

/** The site's own content as the page server hands it over: SWR's fallback, by serialized key. */
export const siteContentFallback: Record<string, unknown> = {
  [publicKey('/facilities/')]: siteContent.facilities,
  [publicKey('/divisions/')]: siteContent.divisions,
  [publicKey('/neurosurgery/')]: siteContent.neurosurgery,
  [publicKey('/directors/')]: siteContent.directors,
  [publicKey('/reviews/')]: siteContent.reviews,
  [publicKey('/home-texts/')]: siteContent.homeTexts,
  [publicKey('/site-settings/')]: siteContent.siteSettings,
};

/**
 * Renders with the site's own content already in place, as a server-rendered page starts:
 * timing tests (the 100 ms first tab, the 3 s rotations) then run on fake timers from the first frame.
 */
export function renderWithSiteContent(ui: ReactElement) {
  return render(
    <SWRConfig
      value={{
        ...swrDefaults,
        dedupingInterval: 0,
        provider: () => new Map(),
        fallback: siteContentFallback,
        revalidateOnMount: false,
      }}
    >
      {ui}
    </SWRConfig>,
  );
}
