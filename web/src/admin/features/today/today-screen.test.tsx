import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { doctors } from '@hospital/test-support/site/fixtures';
import { signIn } from '../../../test/admin';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';

const [ananya, rahul] = doctors;
// Monday 30 November 2026, 10:00 in Kolkata: Dr. Ananya Sen's 09:30 OPD day.
const MONDAY = new Date('2026-11-30T04:30:00Z');

beforeEach(() => {
  vi.useFakeTimers({ now: MONDAY, toFake: ['Date'], shouldAdvanceTime: true });
  signIn();
});
afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
});

/** Every save the screen sends, as JSON. */
function captureSaves() {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/today/'))
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
  });
  return bodies;
}

const current = () => screen.getByRole('table', { name: 'Shown on the site now' });

describe('/admin/today', () => {
  it("sets a doctor's OPD running late in two clicks, lists it with who set it, and removes it", async () => {
    const user = userEvent.setup();
    const saves = captureSaves();
    renderRoute('/admin/today');
    expect(await screen.findByText('Nothing: the site says nothing about today.')).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: ananya.name })).closest('tr')!;
    expect(within(row).getByText('09:30–12:30')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `${ananya.name}: running late…` }));
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${ananya.name} running 30 min late: the site shows it now.`,
    );
    expect(saves).toEqual([
      { kind: 'late', doctor: ananya.id, date: '2026-11-30', session_start: '09:30', minutes: 30 },
    ]);
    const shown = within(current()).getByText('Running 30 min late 30 Nov 2026 (09:30 session)').closest('tr')!;
    expect(shown).toHaveTextContent('admin@example.com');
    await user.click(within(shown).getByRole('button', { name: /^Remove Running 30 min late/ }));
    expect(await screen.findByText('Nothing: the site says nothing about today.')).toBeInTheDocument();
  });

  it('offers no late or closed OPD for a doctor without a session today, but leave', async () => {
    renderRoute('/admin/today');
    const row = (await screen.findByRole('cell', { name: rahul.name })).closest('tr')!;
    expect(within(row).getByText('No OPD today')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `${rahul.name}: running late…` })).toBeDisabled();
    expect(within(row).getByRole('button', { name: `${rahul.name}: OPD closed today` })).toBeDisabled();
    expect(within(row).getByRole('button', { name: `${rahul.name}: on leave…` })).toBeEnabled();
  });

  it('puts a doctor on leave from today to a later day', async () => {
    const user = userEvent.setup();
    const saves = captureSaves();
    renderRoute('/admin/today');
    const row = (await screen.findByRole('cell', { name: rahul.name })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: `${rahul.name}: on leave…` }));
    const last = within(row).getByLabelText('Last day');
    await user.clear(last);
    await user.type(last, '2026-12-03');
    await user.click(within(row).getByRole('button', { name: 'Save leave' }));
    expect(await within(current()).findByText('On leave 30 Nov 2026 to 3 Dec 2026')).toBeInTheDocument();
    expect(saves).toEqual([{ kind: 'leave', doctor: rahul.id, from: '2026-11-30', to: '2026-12-03' }]);
  });

  it('after a leave, lists the patients whose bookings it falls on, to call each', async () => {
    server.use(
      http.post(`${API}/today/`, () =>
        HttpResponse.json(
          {
            id: 41,
            kind: 'leave',
            doctor: { id: rahul.id, name: rahul.name },
            from: '2026-11-30',
            to: '2026-11-30',
            session_start: null,
            minutes: null,
            emergency: null,
            note: null,
            set_at: MONDAY.toISOString(),
            expires_at: '2026-11-30T18:30:00.000Z',
            set_by: 'admin@example.com',
            affected: [
              {
                reference: 'BK-7KQ4-M2XD',
                doctor: rahul.name,
                date: '2026-11-30',
                start: '10:00',
                token: 3,
                name: 'Asha Roy',
                phone: '+91 98300 12345',
              },
            ],
          },
          { status: 201 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderRoute('/admin/today');
    const row = (await screen.findByRole('cell', { name: rahul.name })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: `${rahul.name}: on leave…` }));
    await user.click(within(row).getByRole('button', { name: 'Save leave' }));
    const toCall = await screen.findByRole('table', { name: /falls on$/ });
    const booking = within(toCall).getByText('BK-7KQ4-M2XD').closest('tr')!;
    expect(booking).toHaveTextContent('Asha Roy');
    expect(within(booking).getByRole('link', { name: '+91 98300 12345' })).toHaveAttribute('href', 'tel:+919830012345');
  });

  it("sets the emergency department's state with a note", async () => {
    const user = userEvent.setup();
    const saves = captureSaves();
    renderRoute('/admin/today');
    await user.click(await screen.findByRole('radio', { name: 'Busy' }));
    await user.type(screen.getByLabelText('Note for patients (optional)'), 'Expect a wait for non-urgent cases');
    await user.click(screen.getByRole('button', { name: 'Set emergency state' }));
    expect(await within(current()).findByText('Emergency department: Busy')).toBeInTheDocument();
    expect(saves).toEqual([{ kind: 'emergency', emergency: 'busy', note: 'Expect a wait for non-urgent cases' }]);
    expect(screen.getByRole('radio', { name: 'Busy' })).toBeChecked();
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${API}/today/`, () =>
        HttpResponse.json({ date: ['Choose a date from today onwards.'] }, { status: 400 }),
      ),
    );
    renderRoute('/admin/today');
    const holiday = await screen.findByRole('form', { name: 'Close every OPD' });
    await user.type(within(holiday).getByLabelText('Holiday (optional)'), 'Guru Nanak Jayanti');
    await user.click(within(holiday).getByRole('button', { name: 'Close every OPD' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a date from today onwards.');
    expect(within(holiday).getByLabelText('Holiday (optional)')).toHaveValue('Guru Nanak Jayanti');
  });

  it('refuses a note over 140 characters before sending it', async () => {
    const user = userEvent.setup();
    const saves = captureSaves();
    renderRoute('/admin/today');
    await user.click(await screen.findByRole('radio', { name: 'Diverting ambulances' }));
    await user.click(screen.getByLabelText('Note for patients (optional)'));
    await user.paste('x'.repeat(141));
    expect(screen.getByText('Ensure this field has no more than 140 characters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set emergency state' })).toBeDisabled();
    expect(saves).toEqual([]);
  });
});
