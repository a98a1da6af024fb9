import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PROVIDER_FUTURE, ROUTER_FUTURE } from './router-future';
import { createI18n, LanguageProvider, loadMessages } from '../lib/i18n';
import { API } from '../test/handlers';
import { server } from '../test/server';
import { FEEDBACK_REQUEST, FeedbackForm } from '../site/features/feedback/feedback-form';
import { requestAction } from '../site/components/patient-form/request-action';

/** The feedback form on its page, as served and as the app takes it over. */
async function feedbackPage(): Promise<ReactElement> {
  const i18n = createI18n('en', await loadMessages('en'));
  const router = createMemoryRouter(
    [{ path: '/feedback', element: <FeedbackForm />, action: requestAction(FEEDBACK_REQUEST) }],
    { initialEntries: ['/feedback'], future: ROUTER_FUTURE },
  );
  return (
    <LanguageProvider i18n={i18n}>
      <RouterProvider router={router} future={PROVIDER_FUTURE} />
    </LanguageProvider>
  );
}

describe('a served form filled before the app started', () => {
  it('keeps what was typed through hydration, and sends it', async () => {
    let sent: unknown;
    server.use(
      http.post(`${API}/contact-requests/`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ reference: 'NH-0300', reply_hours: 24 }, { status: 201 });
      }),
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(await feedbackPage());
    document.body.append(container);
    // The visitor fills the plain HTML form on a slow phone before the script has run.
    container.querySelector<HTMLInputElement>('[value="complaint"]')!.checked = true;
    container.querySelector<HTMLTextAreaElement>('[name="message"]')!.value = 'Three hours in the OPD queue.';
    container.querySelector<HTMLInputElement>('[name="name"]')!.value = 'Asha Roy';
    const page = await feedbackPage();
    await act(async () => {
      hydrateRoot(container, page);
    });
    fireEvent.change(container.querySelector('[name="phone"]')!, { target: { value: '9830000000' } });
    expect(container.querySelector<HTMLInputElement>('[name="name"]')!.value).toBe('Asha Roy');
    expect(container.querySelector<HTMLInputElement>('[value="complaint"]')!.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('NH-0300')).toBeInTheDocument();
    expect(sent).toEqual({
      type: 'feedback',
      kind: 'complaint',
      message: 'Three hours in the OPD queue.',
      name: 'Asha Roy',
      phone: '9830000000',
    });
    container.remove();
  });
});
