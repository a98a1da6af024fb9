import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrDefaults } from '../lib/api';
import { routes as appRoutes } from '../app/routes';

/** A fresh SWR cache per test, so one test's data never leaks into the next. */
export function withSwr(ui: ReactElement) {
  return <SWRConfig value={{ ...swrDefaults, dedupingInterval: 0, provider: () => new Map() }}>{ui}</SWRConfig>;
}

/** Renders the real route table at `path`, as a visitor arriving there would see it. */
export function renderRoute(path: string, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(withSwr(<RouterProvider router={router} />));
  return { ...view, router };
}

export function renderWithSwr(ui: ReactElement) {
  return render(withSwr(ui));
}
