import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';

// The page's code loads lazily, as in the browser: on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 10000 });

describe('/international-patients', () => {
  it('says what to bring, the visa steps, the two-attendant rule, the letter, the desk and where to stay', async () => {
    renderRoute('/international-patients');
    const bring = await screen.findByRole('region', { name: 'What to bring' }, { timeout: 5000 });
    expect(bring).toHaveTextContent('Previous prescriptions');
    expect(bring).toHaveTextContent('passport');
    expect(screen.getByRole('region', { name: 'The medical visa, step by step' })).toHaveTextContent(
      'A medical visa allows at most two attendants',
    );
    expect(screen.getByRole('region', { name: 'How the invitation letter works' })).toHaveTextContent(
      'Medical and Ayush Visa portal',
    );
    const desk = screen.getByRole('region', { name: 'The international patient desk' });
    expect(await within(desk).findByRole('link', { name: 'chat with the desk' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=/),
    );
    expect(screen.getByRole('region', { name: 'Where to stay' })).toHaveTextContent('branch');
  });

  it('sends a visa letter request with the attendants as chosen, and never shows the passport number back', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      http.post(`${API}/contact-requests/`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ reference: 'NH-0301', reply_hours: 24, passport_no: null }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/international-patients');
    const form = await screen.findByRole('form', { name: 'Request an invitation letter' }, { timeout: 5000 });
    await user.type(within(form).getByLabelText(/^Your name/), 'Nasrin Akter');
    await user.type(within(form).getByLabelText(/^Phone or messaging number/), '+880 1811 000111');
    await user.type(within(form).getByLabelText(/^Patient's name as on the passport/), 'NASRIN AKTER');
    await user.type(within(form).getByLabelText(/^Passport number/), 'EB0987654');
    await user.type(within(form).getByLabelText(/^Nationality/), 'Bangladeshi');
    await user.selectOptions(within(form).getByLabelText(/^Attendants/), 'Two');
    await user.type(within(form).getByLabelText(/^Preferred date of arrival/), '2027-01-10');
    await user.type(within(form).getByLabelText(/^Department or doctor/), 'Neurosurgery');
    await user.click(within(form).getByRole('button', { name: 'Request the letter' }));
    expect(await screen.findByText(/has reached the international patient desk/)).toBeInTheDocument();
    expect(sent).toMatchObject({ type: 'visa', attendants: 2, passport_no: 'EB0987654', nationality: 'Bangladeshi' });
    expect(document.body).not.toHaveTextContent('EB0987654');
  });
});
