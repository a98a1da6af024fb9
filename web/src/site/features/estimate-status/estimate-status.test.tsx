import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PatientEstimate } from '../../../lib/api';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { postedPage, servedPage } from '../../../test/served-page';
import { server } from '../../../test/server';

const amounts = { room: 40000, procedure: 150000, medicines: 25000, investigations: 12000, other: 3000 };
const estimate: PatientEstimate = {
  reference: 'NH-0042',
  name: 'Asha Roy',
  procedure: 'Craniotomy',
  created_at: '2026-11-20T06:00:00Z',
  amounts,
  total: 230000,
  revisions: [
    {
      number: 1,
      revised_at: '2026-11-23T06:00:00Z',
      amounts: { ...amounts, room: 70000 },
      total: 260000,
      change: 30000,
      reason: 'Two more days in the ICU',
      family_informed_at: '2026-11-23T10:00:00Z',
    },
    {
      number: 2,
      revised_at: '2026-11-25T06:00:00Z',
      amounts: { ...amounts, room: 50000 },
      total: 240000,
      change: -20000,
      reason: 'Home a day early',
      family_informed_at: null,
    },
  ],
};
const key = { reference: 'NH-0042', phone: '9830012345' };

describe('/estimate/status with JavaScript', () => {
  it('finds the estimate from the link with the reference, and shows each revision with its change and reason', async () => {
    const asked: unknown[] = [];
    server.use(
      http.post(`${API}/estimates/lookup/`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        asked.push(body);
        return String(body.phone).replace(/\D/g, '') === '9830012345'
          ? HttpResponse.json(estimate)
          : HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/estimate/status?ref=nh-0042');
    expect(await screen.findByLabelText('Estimate reference')).toHaveValue('NH-0042');
    expect(screen.getByRole('complementary', { name: 'The 24-hour rule' })).toHaveTextContent(
      /must tell the family within 24 hours/,
    );
    // Where money is spoken of: how the hospital asks for payment, and that staff never ask for an OTP.
    expect(screen.getByRole('complementary', { name: 'How we ask for payment' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone number given with the request'), '98300 99999');
    await user.click(screen.getByRole('button', { name: 'Show my estimate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No estimate has this reference with this phone number.',
    );

    await user.clear(screen.getByLabelText('Phone number given with the request'));
    await user.type(screen.getByLabelText('Phone number given with the request'), '98300 12345');
    await user.click(screen.getByRole('button', { name: 'Show my estimate' }));
    expect(await screen.findByRole('heading', { name: 'Estimate NH-0042' })).toHaveFocus();
    const first = screen.getByRole('table', { name: /The estimate of 20 November 2026/ });
    expect(within(first).getByRole('row', { name: /Total/ })).toHaveTextContent('₹2,30,000');
    const revision = screen.getByRole('heading', { name: 'Revision 1, 23 November 2026' }).closest('article')!;
    expect(revision).toHaveTextContent('Two more days in the ICU');
    expect(within(revision).getByRole('row', { name: /Room/ })).toHaveTextContent('₹70,000');
    expect(revision).toHaveTextContent('Up by ₹30,000 from the one before.');
    expect(revision).toHaveTextContent('The hospital told your family on 23 November 2026.');
    const second = screen.getByRole('heading', { name: 'Revision 2, 25 November 2026' }).closest('article')!;
    expect(second).toHaveTextContent('Down by ₹20,000 from the one before.');
    expect(second).toHaveTextContent('within 24 hours of the revision');
    expect(asked.at(-1)).toEqual({ reference: 'NH-0042', phone: '98300 12345' });
  });
});

describe('/estimate/status without JavaScript, in three languages', () => {
  const WORDS = {
    en: {
      heading: 'Estimate NH-0042',
      rule: 'The 24-hour rule',
      total: 'Total',
      notFound: 'No estimate has this reference',
    },
    bn: { heading: 'এস্টিমেট NH-0042', rule: '২৪ ঘণ্টার নিয়ম', total: 'মোট', notFound: 'এই রেফারেন্স ও এই ফোন নম্বরে' },
    hi: { heading: 'एस्टिमेट NH-0042', rule: '24 घंटे का नियम', total: 'कुल', notFound: 'इस रेफ़रेंस और इस फ़ोन नंबर' },
  } as const;

  for (const [language, words] of Object.entries(WORDS)) {
    const at = language === 'en' ? '/estimate/status' : `/${language}/estimate/status`;

    it(`${language}: the served form posts to the page, and the answer shows the estimate with the rule`, async () => {
      const form = (await servedPage(at)).body.querySelector('form[method="post"]');
      expect(form).not.toBeNull();
      expect(form?.querySelector('[name="reference"]')).not.toBeNull();
      expect(form?.querySelector('[name="phone"]')?.getAttribute('type')).toBe('tel');

      const { body, page, asked } = await postedPage(at, new URLSearchParams(key), {
        kind: 'received',
        answer: estimate,
      });
      expect(page.status).toBe(200);
      expect(asked).toEqual([{ endpoint: '/estimates/lookup/', path: at, body: key, files: [] }]);
      expect(body.querySelector('#estimate-title')?.textContent).toBe(words.heading);
      expect(body.textContent).toContain(words.rule);
      expect(body.textContent).toContain(words.total);
      expect(body.textContent).toContain('Two more days in the ICU');
      // The phone is never written back into the page.
      expect(body.innerHTML).not.toContain('9830012345');
    });

    it(`${language}: a wrong phone or an unknown reference gets the one answer`, async () => {
      const { body, page } = await postedPage(at, new URLSearchParams(key), {
        kind: 'refused',
        status: 404,
        body: { detail: 'Not found.' },
      });
      expect(page.status).toBe(404);
      expect(within(body).getByRole('alert').textContent).toContain(words.notFound);
    });
  }
});
