import '../../test/match-media';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render';
import { routes } from '../routes';
import { reloadPage } from './reload-page';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

/** The site's real top-level route, its children swapped for the one under test. */
function siteWith(path: string, child: RouteObject): RouteObject[] {
  const top = routes.find((route) => route.path === path);
  if (!top) throw new Error(`no top-level route ${path}`);
  return [{ ...top, children: [child] } as RouteObject];
}

/** What Chromium throws when an old page imports a code file that a deploy has removed. */
const goneAfterDeploy = () =>
  new TypeError('Failed to fetch dynamically imported module: https://hospital.example/assets/blogs-3f9a1c.js');

describe('route errors', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // React replays a render error as a window error event in development; jsdom would print it.
    window.addEventListener('error', quiet);
  });
  afterEach(() => {
    window.removeEventListener('error', quiet);
    vi.mocked(reloadPage).mockClear();
  });
  const quiet = (event: ErrorEvent) => event.preventDefault();

  it("offers a reload when a page's code fails to load after a deploy, keeping the site's header", async () => {
    renderRoute('/blogs', siteWith('/', { path: 'blogs', lazy: () => Promise.reject(goneAfterDeploy()) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This page needs a reload' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('offers the reload for the admin screens too, in any browser wording', async () => {
    const admin = routes.find((route) => route.path === '/admin/*');
    const failing = {
      ...admin,
      lazy: () => Promise.reject(new TypeError('Importing a module script failed.')),
    } as RouteObject;
    renderRoute('/admin/banner', [failing]);
    expect(await screen.findByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('offers the reload for a part that a page loads on its own (a lazy section), with its stylesheet gone', async () => {
    const Section = lazy(() => Promise.reject(new Error('Unable to preload CSS for /assets/why-choose-us-1b2c.css')));
    const page = (
      <Suspense fallback={null}>
        <Section />
      </Suspense>
    );
    renderRoute('/', siteWith('/', { index: true, element: page }));
    expect(await screen.findByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it("keeps the router's 'Unexpected Application Error!' screen, with the message, for any other error", async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    renderRoute('/broken', siteWith('/', { path: 'broken', Component: Broken }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'boom' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload the page' })).not.toBeInTheDocument();
  });
});
