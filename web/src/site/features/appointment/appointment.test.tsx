import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { doctors } from '@hospital/test-support/site/fixtures';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';
import { opdDatesAhead } from './appointment-dates';
import { hospitalToday, longDate } from '../../../lib/hospital-date';

const [ananya, rahul] = doctors;

async function openForm() {
  renderRoute(`/appointment?doctor=${ananya.id}`);
  await screen.findByRole('heading', { level: 1, name: `Request an appointment with ${ananya.name}` });
  return screen.getByRole('form', { name: `Appointment request with ${ananya.name}` });
}

describe('the appointment request', () => {
  it("names the doctor, shows the OPD hours, says it is a request, and offers only the doctor's OPD days ahead", async () => {
    const form = await openForm();
    expect(
      screen.getByText(
        'This is a request, not a booking: nothing is reserved until the desk calls you and agrees a time with you.',
      ),
    ).toBeInTheDocument();
    const hours = screen.getByRole('complementary', { name: `${ananya.name}'s OPD hours` });
    expect(within(hours).getByText('Monday, 9:30 am to 12:30 pm, Salt Lake, Kolkata')).toBeInTheDocument();
    const options = within(within(form).getByLabelText('Preferred date'))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'))
      .filter(Boolean) as string[];
    expect(options).toEqual(opdDatesAhead(ananya.opd, hospitalToday()));
    expect(options.length).toBeGreaterThanOrEqual(16);
    for (const date of options) expect([1, 4]).toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
    expect(options[0] >= hospitalToday()).toBe(true);
    expect(form).toHaveAttribute('method', 'post');
    // Each date reads as a patient says it, weekday first.
    const first = within(form).getByRole('option', { name: longDate(options[0]) });
    expect(first).toHaveValue(options[0]);
    expect(longDate('2026-11-30')).toBe('Monday, 30 November 2026');
  });

  it('sends the request with the doctor and the date, then shows the reference and that the desk will call', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      http.post(`${API}/contact-requests/`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ reference: 'NH-0077', reply_hours: 24 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const form = await openForm();
    const date = opdDatesAhead(ananya.opd, hospitalToday())[1];
    await user.type(within(form).getByLabelText('Full Name'), 'Asha Roy');
    await user.type(within(form).getByLabelText('Phone Number'), '9830012345');
    await user.type(within(form).getByLabelText('Age'), '58');
    await user.selectOptions(within(form).getByLabelText('Preferred date'), date);
    await user.type(within(form).getByLabelText('Reason for the visit'), 'Follow-up after stroke');
    await user.click(within(form).getByRole('button', { name: 'Request an appointment' }));
    expect(await screen.findByText('Your appointment request has been sent.')).toBeInTheDocument();
    expect(screen.getByText('NH-0077')).toBeInTheDocument();
    expect(screen.getByText('The desk will call you to confirm a time.')).toBeInTheDocument();
    expect(sent).toEqual({
      type: 'appointment',
      doctor: ananya.id,
      preferred_date: date,
      name: 'Asha Roy',
      phone: '9830012345',
      age: 58,
      message: 'Follow-up after stroke',
    });
  });

  it("shows the CMS's refusal under the field it names, keeping everything typed", async () => {
    server.use(
      http.post(`${API}/contact-requests/`, () =>
        HttpResponse.json({ preferred_date: ['Choose a date within the next 60 days.'] }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    const form = await openForm();
    await user.type(within(form).getByLabelText('Full Name'), 'Asha Roy');
    await user.type(within(form).getByLabelText('Phone Number'), '9830012345');
    await user.selectOptions(
      within(form).getByLabelText('Preferred date'),
      opdDatesAhead(ananya.opd, hospitalToday())[0],
    );
    await user.click(within(form).getByRole('button', { name: 'Request an appointment' }));
    const field = await within(form).findByLabelText('Preferred date');
    expect(await within(form).findByText('Choose a date within the next 60 days.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Choose a date within the next 60 days.'));
    expect(within(form).getByLabelText('Full Name')).toHaveValue('Asha Roy');
  });

  it('tells the visitor how to choose a doctor when the one asked for is not listed or holds no OPD', async () => {
    renderRoute('/appointment?doctor=999');
    expect(await screen.findByRole('link', { name: 'Doctors page' })).toHaveAttribute('href', '/doctors');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('is offered on the card and in the dialog of a doctor who holds OPD, and not otherwise', async () => {
    const user = userEvent.setup();
    renderRoute('/doctors');
    const card = (await screen.findByRole('heading', { name: ananya.name })).closest('article') as HTMLElement;
    expect(within(card).getByRole('link', { name: `Request an appointment with ${ananya.name}` })).toHaveAttribute(
      'href',
      `/appointment?doctor=${ananya.id}`,
    );
    const other = screen.getByRole('heading', { name: rahul.name }).closest('article') as HTMLElement;
    expect(within(other).queryByRole('link', { name: /Request an appointment/ })).toBeNull();
    await user.click(within(card).getByRole('button', { name: `View profile of ${ananya.name}` }));
    const dialog = screen.getByRole('dialog', { name: ananya.name });
    expect(within(dialog).getByRole('link', { name: 'Request an appointment' })).toHaveAttribute(
      'href',
      `/appointment?doctor=${ananya.id}`,
    );
  });
});
