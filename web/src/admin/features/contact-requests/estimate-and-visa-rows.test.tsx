import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/admin';
import * as fixtures from '@hospital/test-support/site/fixtures';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';

const rowOf = async (reference: string) => (await screen.findByRole('cell', { name: reference })).closest('tr')!;

describe('the desk, for estimates and visa letters', () => {
  it("shows an estimate's procedure and department, and opens its report with the admin's token, titled by its name", async () => {
    signIn();
    let authorization: string | null = null;
    server.use(
      http.get(`${API}/contact-requests/`, () =>
        HttpResponse.json({
          count: 2,
          results: [fixtures.estimateRequest, fixtures.visaRequest],
          next: null,
          previous: null,
        }),
      ),
      http.get(`${API}/contact-requests/5/report/`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    // The new tab as the report shows in it: a page of its own, titled with the report's file name.
    const tab = { document: document.implementation.createHTMLDocument(''), addEventListener: vi.fn(), close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    renderRoute('/admin/contact-requests?type=estimate');
    const row = await rowOf('NH-0005');
    expect(within(row).getByText('Estimate')).toBeInTheDocument();
    expect(within(row).getByText('Lumbar microdiscectomy (one level)')).toBeInTheDocument();
    expect(within(row).getByText('Department: Neurosurgery')).toBeInTheDocument();
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Open report of NH-0005' }));
    await vi.waitFor(() => expect(tab.document.title).toBe('NH-0005-report.pdf'));
    expect(tab.document.querySelector('iframe')?.getAttribute('src')).toBe('blob:report');
    expect(authorization).toBe(`Bearer ${fixtures.tokens.adminAccess}`);
  });

  it("makes an estimate request's estimate from its row, a visa request having no such button", async () => {
    signIn();
    server.use(
      http.get(`${API}/contact-requests/`, () =>
        HttpResponse.json({
          count: 2,
          results: [fixtures.estimateRequest, fixtures.visaRequest],
          next: null,
          previous: null,
        }),
      ),
    );
    const { router } = renderRoute('/admin/contact-requests');
    expect(within(await rowOf('NH-0004')).queryByRole('link', { name: /Make the estimate/ })).toBeNull();
    await userEvent
      .setup()
      .click(within(await rowOf('NH-0005')).getByRole('link', { name: 'Make the estimate for NH-0005' }));
    expect(router.state.location.pathname).toBe('/admin/estimates');
    expect(router.state.location.search).toBe(`?request=${fixtures.estimateRequest.id}`);
    expect(
      await screen.findByRole('heading', { name: `New estimate for request #${fixtures.estimateRequest.id}` }),
    ).toBeInTheDocument();
  });

  it('shows the passport masked, and whole only when the admin opens the request', async () => {
    signIn();
    server.use(
      http.get(`${API}/contact-requests/`, () =>
        HttpResponse.json({ count: 1, results: [fixtures.visaRequest], next: null, previous: null }),
      ),
      http.get(`${API}/contact-requests/4/`, () =>
        HttpResponse.json({ ...fixtures.visaRequest, passport_no: 'EB0987654' }),
      ),
    );
    renderRoute('/admin/contact-requests?type=visa');
    const row = await rowOf('NH-0004');
    expect(within(row).getByText('Visa letter')).toBeInTheDocument();
    expect(within(row).getByText('Passport: NASRIN AKTER')).toBeInTheDocument();
    expect(within(row).getByText('••••7654')).toBeInTheDocument();
    expect(within(row).getByText('Bangladeshi')).toBeInTheDocument();
    expect(within(row).getByText('2 attendants')).toBeInTheDocument();
    expect(within(row).queryByText('EB0987654')).toBeNull();
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Show the passport number of NH-0004' }));
    expect(await within(row).findByText('EB0987654')).toBeInTheDocument();
  });
});
