import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { PROVIDER_FUTURE, ROUTER_FUTURE } from '../app/router-future';
import { createI18n, LanguageProvider, loadMessages, type Language } from '../lib/i18n';
import { requestAction } from '../site/components/patient-form/request-action';
import type { RequestKind } from '../site/components/patient-form/request-kind';
import { withSwr } from './render';

/**
 * A request form on its own, in a language, on its page's address with the action its page's
 * route has (request-action.ts): what it posts is taken as in the browser.
 */
export async function renderForm(language: Language, ui: ReactElement, kind: RequestKind) {
  const i18n = createI18n(language, await loadMessages(language));
  const page = language === 'en' ? kind.path : `/${language}${kind.path}`;
  const router = createMemoryRouter([{ path: '*', element: ui, action: requestAction(kind) }], {
    initialEntries: [page],
    future: ROUTER_FUTURE,
  });
  return render(
    withSwr(
      <LanguageProvider i18n={i18n}>
        <RouterProvider router={router} future={PROVIDER_FUTURE} />
      </LanguageProvider>,
    ),
  );
}
