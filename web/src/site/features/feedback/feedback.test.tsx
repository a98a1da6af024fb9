import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';

describe('/feedback', () => {
  it('writes out the escalation path: the desk, the grievance officer, the state authority', async () => {
    renderRoute('/feedback');
    const ladder = await screen.findByRole('region', { name: 'If you are not satisfied' });
    const steps = within(ladder)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toMatch(/^The patient desk reads every message/);
    expect(steps[1]).toContain("the hospital's grievance officer");
    expect(steps[2]).toContain("the state's clinical establishments authority");
  });

  it('sends a complaint typed as feedback, without a name or phone, and shows the reference', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      http.post(`${API}/contact-requests/`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ reference: 'NH-0101', reply_hours: 24 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/feedback');
    const form = await screen.findByRole('form', { name: 'Feedback' });
    expect(form).toHaveAttribute('method', 'post');
    await user.click(within(form).getByRole('radio', { name: 'Complaint' }));
    await user.type(within(form).getByLabelText(/^Your message/), 'Three hours in the OPD queue.');
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you: your feedback has reached the patient desk.')).toBeInTheDocument();
    expect(screen.getByText('NH-0101')).toBeInTheDocument();
    expect(sent).toEqual({ type: 'feedback', kind: 'complaint', message: 'Three hours in the OPD queue.' });
  });

  it("shows the CMS's refusal under its field and keeps the message", async () => {
    server.use(
      http.post(`${API}/contact-requests/`, () =>
        HttpResponse.json({ message: ['Ensure this field has no more than 5000 characters.'] }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderRoute('/feedback');
    const form = await screen.findByRole('form', { name: 'Feedback' });
    await user.click(within(form).getByRole('radio', { name: 'Suggestion' }));
    await user.type(within(form).getByLabelText(/^Your message/), 'More benches.');
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByText('Ensure this field has no more than 5000 characters.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Your message/)).toHaveValue('More benches.');
    expect(within(form).getByRole('alert')).toHaveTextContent('Please correct the fields marked above.');
    expect(within(form).getByRole('radio', { name: 'Suggestion' })).toBeChecked();
  });
});
