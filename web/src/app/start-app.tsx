import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { HYDRATION_SCRIPT_ID, type PageData } from './hydration';
import { AppProviders } from './providers';
import { routesIn } from './routes';
import { basenameOf, createI18n, loadMessages, splitLanguage } from '../lib/i18n';
import { yieldToMain } from '../lib/yield-to-main';
import { measurePublicPage } from './field-measurements';
import { PROVIDER_FUTURE, ROUTER_FUTURE } from './router-future';

/** The page's own code must be there before hydrating, or React would replace the served HTML. */
async function loadMatchedRoutes(routeTable: RouteObject[], basename: string): Promise<void> {
  const matches = matchRoutes(routeTable, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * Marks <html data-hydrated> once the app is live, so a test (or a curious developer) can tell a
 * served page that is only readable from one that also answers clicks.
 */
function MarkLive({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // A wrapper, not a sibling: a sibling would shift every useId below it away from the server's.
  return children;
}

function readPageData(): PageData | null {
  const script = document.getElementById(HYDRATION_SCRIPT_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as PageData) : null;
}

/** Hydrates the served page, or renders the app in an empty shell (/admin, `npm run dev`). */
export async function startApp(): Promise<void> {
  // The app's modules have just been evaluated in this task: the page's data is read in the next.
  await yieldToMain();
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('Failed to find root element');
  const pageData = readPageData();
  // The language is the address's (/bn/..., /hi/...): the same rule the server rendered the page by.
  const { language, path } = splitLanguage(window.location.pathname);
  // A Bengali or Hindi visit counts under its page's route pattern (/bn/emergency is /emergency).
  measurePublicPage(path);
  const basename = basenameOf(language);
  const routes = routesIn(language);
  // The words every page may show, in the page's language (a chunk of its own), fetched while the
  // page's own code loads; a page's own parts come with its route's code (routes.tsx, withWordsIn).
  const messages = loadMessages(language, []);

  // /admin (and `npm run dev`) get an empty shell: the app renders in the browser only.
  if (!pageData) {
    const i18n = createI18n(language, await messages);
    createRoot(rootElement).render(
      <StrictMode>
        <AppProviders i18n={i18n}>
          <MarkLive>
            <RouterProvider
              router={createBrowserRouter(routes, { basename, future: ROUTER_FUTURE })}
              future={PROVIDER_FUTURE}
            />
          </MarkLive>
        </AppProviders>
      </StrictMode>,
    );
    return;
  }

  // Each step in a task of its own (see yieldToMain): on a mid-range phone, loading the page's code,
  // building the router and hydrating in one go held the main thread for a quarter of a second.
  const [i18n] = await Promise.all([
    messages.then((loaded) => createI18n(language, loaded)),
    loadMatchedRoutes(routes, basename),
  ]);
  await yieldToMain();
  const router = createBrowserRouter(routes, { basename, hydrationData: pageData.router, future: ROUTER_FUTURE });
  await yieldToMain();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: a tap or a scroll is answered while it runs, and a click
  // on a part not yet hydrated hydrates that part first. The served HTML stays on screen meanwhile.
  startTransition(() => {
    hydrateRoot(
      rootElement,
      <StrictMode>
        <AppProviders i18n={i18n}>
          <MarkLive>
            <RouterProvider router={router} future={PROVIDER_FUTURE} />
          </MarkLive>
        </AppProviders>
      </StrictMode>,
    );
  });
}
