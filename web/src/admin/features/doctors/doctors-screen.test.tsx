import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type Doctor } from '../../../lib/api';
import { BEARER, captureWrites, gate, imageFile, isFilePart, json, signIn, stubObjectUrls } from '../../../test/admin';
import { doctors } from '@hospital/test-support/site/fixtures';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';

function manyDoctors(count: number): Doctor[] {
  return Array.from({ length: count }, (_, i) => ({
    ...doctors[0],
    id: 100 + i,
    name: `Dr. Page Person ${String(i + 1).padStart(2, '0')}`,
  }));
}

/** The server's paging, with links on another host to prove the client follows them as given. */
function pagedServer(list: Doctor[]) {
  const requests: URL[] = [];
  server.use(
    http.get(`${API}/doctors/`, ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 10);
      const link = (n: number) => `${API}/doctors/?page=${n}&page_size=${size}&cursor=server-${n}`;
      return HttpResponse.json({
        count: list.length,
        results: list.slice((page - 1) * size, page * size),
        next: page * size < list.length ? link(page + 1) : null,
        previous: page > 1 ? link(page - 1) : null,
      });
    }),
  );
  return requests;
}

describe('Doctors list', () => {
  it('lists doctors and medical officers, and filters by type', async () => {
    signIn();
    renderRoute('/admin/doctors');
    expect(await screen.findByText('Dr. Ananya Sen')).toBeInTheDocument();
    expect(screen.getByText('Dr. Priya Ghosh')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Type'), 'medical_officer');
    await waitFor(() => expect(screen.queryByText('Dr. Ananya Sen')).not.toBeInTheDocument());
    expect(screen.getByText('Dr. Priya Ghosh')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type'), 'doctor');
    expect(await screen.findByText('Dr. Ananya Sen')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Dr. Priya Ghosh')).not.toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Type'), 'all');
    expect(await screen.findByText('Dr. Priya Ghosh')).toBeInTheDocument();
  });

  it('searches by text on the server', async () => {
    signIn();
    const requests = pagedServer(doctors);
    renderRoute('/admin/doctors');
    await screen.findByText('Dr. Rahul Banerjee');
    await userEvent.setup().type(screen.getByLabelText('Search doctors'), 'ananya');
    await waitFor(() => expect(screen.queryByText('Dr. Rahul Banerjee')).not.toBeInTheDocument());
    expect(screen.getByText('Dr. Ananya Sen')).toBeInTheDocument();
    expect(requests.at(-1)?.searchParams.get('search')).toBe('ananya');
  });

  it('pages with the next and previous links the server gives', async () => {
    signIn();
    const requests = pagedServer(manyDoctors(23));
    renderRoute('/admin/doctors');
    expect(await screen.findByText('Dr. Page Person 01')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–10 of 23')).toBeInTheDocument();
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Dr. Page Person 11')).toBeInTheDocument();
    expect(requests.at(-1)?.searchParams.get('cursor')).toBe('server-2');
    expect(screen.getByText('Showing 11–20 of 23')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Dr. Page Person 21')).toBeInTheDocument();
    expect(requests.at(-1)?.searchParams.get('cursor')).toBe('server-3');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Dr. Page Person 11')).toBeInTheDocument();
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('cursor')).toBe('server-2'));
    expect(requests).toHaveLength(4);
  });

  it('shows the empty state when nothing matches', async () => {
    signIn();
    server.use(
      http.get(`${API}/doctors/`, () => HttpResponse.json({ count: 0, results: [], next: null, previous: null })),
    );
    renderRoute('/admin/doctors');
    expect(await screen.findByText('No doctors yet.')).toBeInTheDocument();
  });

  it.each([
    ['detail', { detail: 'Doctors unavailable' }, 'Doctors unavailable'],
    ['message', { message: 'Try again soon' }, 'Try again soon'],
    ['the fallback', {}, 'Failed to load'],
  ])('shows %s when loading fails, with Try Again', async (_case, body, message) => {
    signIn();
    server.use(http.get(`${API}/doctors/`, () => HttpResponse.json(body, { status: 400 })));
    renderRoute('/admin/doctors');
    expect(await screen.findByText(message)).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Dr. Ananya Sen')).toBeInTheDocument();
  });

  it("shows 'Failed to load' when the server cannot be reached", async () => {
    signIn();
    server.use(http.get(`${API}/doctors/`, () => HttpResponse.error()));
    renderRoute('/admin/doctors');
    expect(await screen.findByText('Failed to load')).toBeInTheDocument();
  });
});

describe('Add doctor (modal)', () => {
  async function openModal() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Doctor' }));
    return { user, dialog: screen.getByRole('dialog', { name: 'Add Doctor' }) };
  }

  it("requires name, designation and about: 'Please fill all required fields'", async () => {
    signIn();
    const calls = captureWrites('post', '/doctors/', () => json(doctors[0], 201));
    renderRoute('/admin/doctors');
    const { user, dialog } = await openModal();
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Name'), 'Dr. New');
    await user.type(within(dialog).getByLabelText('Designation'), 'Neurologist');
    await user.click(within(dialog).getByRole('button', { name: 'Add Doctor' }));
    expect(await within(dialog).findByText('Please fill all required fields')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the multipart form with the bearer token, the type and the optional photo', async () => {
    signIn();
    stubObjectUrls();
    const calls = captureWrites('post', '/doctors/', () => json(doctors[0], 201));
    renderRoute('/admin/doctors?new=1');
    const dialog = await screen.findByRole('dialog', { name: 'Add Doctor' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Name'), 'Dr. New');
    await user.type(within(dialog).getByLabelText('Designation'), 'Neurologist');
    await user.type(within(dialog).getByLabelText('About'), 'Treats headaches.');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'medical_officer');
    await user.selectOptions(within(dialog).getByLabelText('Specialty'), 'Neuro critical care');
    await user.type(within(dialog).getByLabelText('LinkedIn'), 'https://linkedin.com/in/new');
    await user.type(within(dialog).getByLabelText('Registration number'), 'WBMC 61234');
    await user.type(within(dialog).getByLabelText('HPR ID'), '71123456789012');
    await user.click(within(dialog).getByRole('button', { name: 'Add a session' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a session' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a session' }));
    const session = (n: number) => within(within(dialog).getByRole('group', { name: `Session ${n}` }));
    await user.selectOptions(session(1).getByLabelText('Day'), 'Tuesday');
    fireEvent.change(session(1).getByLabelText('Start'), { target: { value: '09:30' } });
    fireEvent.change(session(1).getByLabelText('End'), { target: { value: '12:30' } });
    await user.type(session(1).getByLabelText('Branch'), 'Siliguri');
    await user.type(session(1).getByLabelText('Places'), '20');
    await user.selectOptions(session(2).getByLabelText('Day'), 'Friday');
    await user.click(session(2).getByRole('button', { name: 'Remove session 2' }));
    await user.upload(within(dialog).getByLabelText('Photo'), imageFile('new.png'));
    expect(await within(dialog).findByRole('img', { name: 'Preview of new.png' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add Doctor' }));
    expect(await screen.findByText('Doctor added successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
    const form = calls[0].form!;
    expect(calls[0].authorization).toBe(BEARER);
    expect(form.get('name')).toBe('Dr. New');
    expect(form.get('designation')).toBe('Neurologist');
    expect(form.get('about')).toBe('Treats headaches.');
    expect(form.get('type')).toBe('medical_officer');
    expect(form.get('specialty')).toBe('neuro_critical_care');
    expect(form.get('linkedin')).toBe('https://linkedin.com/in/new');
    expect(form.has('twitter')).toBe(false);
    expect(form.get('registration_no')).toBe('WBMC 61234');
    expect(form.get('hpr_id')).toBe('71123456789012');
    // The removed row is gone and the row left empty is not sent; places as typed (the CMS checks them).
    expect(JSON.parse(String(form.get('opd')))).toEqual([
      { day: 'tuesday', start: '09:30', end: '12:30', branch: 'Siliguri', places: '20' },
    ]);
    expect(isFilePart(form.get('image'))).toBe(true);
  });

  it("shows the CMS's OPD problems under the OPD hours and keeps the rows", async () => {
    signIn();
    server.use(
      http.post(`${API}/doctors/`, () =>
        HttpResponse.json({ opd: ['Session 1: the end time must be after the start time.'] }, { status: 400 }),
      ),
    );
    renderRoute('/admin/doctors?new=1');
    const dialog = await screen.findByRole('dialog', { name: 'Add Doctor' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Name'), 'Dr. New');
    await user.type(within(dialog).getByLabelText('Designation'), 'Neurologist');
    await user.type(within(dialog).getByLabelText('About'), 'About.');
    await user.click(within(dialog).getByRole('button', { name: 'Add a session' }));
    await user.type(within(dialog).getByLabelText('Branch'), 'Siliguri');
    await user.click(within(dialog).getByRole('button', { name: 'Add Doctor' }));
    const opd = within(dialog).getByRole('group', { name: 'OPD hours' });
    expect(await within(opd).findByText('Session 1: the end time must be after the start time.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Branch')).toHaveValue('Siliguri');
  });

  it("shows the CMS's refusal of a malformed HPR ID on its field, keeping what was typed", async () => {
    signIn();
    server.use(
      http.post(`${API}/doctors/`, () => HttpResponse.json({ hpr_id: [MESSAGES.hprIdInvalid] }, { status: 400 })),
    );
    renderRoute('/admin/doctors?new=1');
    const dialog = await screen.findByRole('dialog', { name: 'Add Doctor' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Name'), 'Dr. New');
    await user.type(within(dialog).getByLabelText('Designation'), 'Neurologist');
    await user.type(within(dialog).getByLabelText('About'), 'About.');
    await user.type(within(dialog).getByLabelText('HPR ID'), '71-1234-5678');
    await user.click(within(dialog).getByRole('button', { name: 'Add Doctor' }));
    const field = within(dialog).getByLabelText('HPR ID');
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.hprIdInvalid)));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('71-1234-5678');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Dr. New');
  });

  it.each([
    ['detail', { detail: 'Not allowed here' }, 'Not allowed here'],
    ['message', { message: 'Storage full' }, 'Storage full'],
    ['the fallback', {}, 'Failed to create'],
  ])('shows %s when the create fails, keeping the form', async (_case, body, message) => {
    signIn();
    server.use(http.post(`${API}/doctors/`, () => HttpResponse.json(body, { status: 409 })));
    renderRoute('/admin/doctors?new=1');
    const dialog = await screen.findByRole('dialog', { name: 'Add Doctor' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Name'), 'Dr. New');
    await user.type(within(dialog).getByLabelText('Designation'), 'Neurologist');
    await user.type(within(dialog).getByLabelText('About'), 'About.');
    await user.click(within(dialog).getByRole('button', { name: 'Add Doctor' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Dr. New');
  });

  it("shows a refused photo's server message next to the photo field and keeps the rest", async () => {
    signIn();
    stubObjectUrls();
    server.use(
      http.post(`${API}/doctors/`, () =>
        HttpResponse.json(
          { image: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'] },
          { status: 400 },
        ),
      ),
    );
    renderRoute('/admin/doctors?new=1');
    const dialog = await screen.findByRole('dialog', { name: 'Add Doctor' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Name'), 'Dr. New');
    await user.type(within(dialog).getByLabelText('Designation'), 'Neurologist');
    await user.type(within(dialog).getByLabelText('About'), 'About.');
    await user.upload(within(dialog).getByLabelText('Photo'), imageFile('fake.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Add Doctor' }));
    const message = await within(dialog).findByText(/Upload a valid image/);
    const photo = within(dialog).getByLabelText('Photo');
    expect(photo).toHaveAttribute('aria-invalid', 'true');
    expect(photo.getAttribute('aria-describedby')).toContain(message.id);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Dr. New');
    expect(within(dialog).getByRole('img', { name: 'Preview of fake.png' })).toBeInTheDocument();
  });
});

describe('Delete doctor', () => {
  it('deletes the row with a spinner and the bearer token', async () => {
    signIn();
    const pending = gate();
    const calls = captureWrites('delete', '/doctors/:id/', async () => {
      await pending.passed;
      return new HttpResponse(null, { status: 204 });
    });
    renderRoute('/admin/doctors');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Dr. Rahul Banerjee' }));
    const busy = screen.getByRole('button', { name: 'Delete Dr. Rahul Banerjee' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveTextContent('Deleting...');
    expect(busy.querySelector('.adm-spinner')).not.toBeNull();
    pending.open();
    expect(await screen.findByText('Doctor deleted successfully.')).toBeInTheDocument();
    expect(calls[0].url.pathname).toMatch(/\/doctors\/2\/$/);
    expect(calls[0].authorization).toBe(BEARER);
  });

  it.each([
    ['detail', { detail: 'Doctor is referenced' }, 'Doctor is referenced'],
    ['message', { message: 'Locked' }, 'Locked'],
    ['the fallback', {}, 'Delete failed'],
  ])('alerts %s when the delete fails', async (_case, body, message) => {
    signIn();
    server.use(http.delete(`${API}/doctors/:id/`, () => HttpResponse.json(body, { status: 404 })));
    renderRoute('/admin/doctors');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Delete Dr. Ananya Sen' }));
    const alert = await screen.findByText(message);
    expect(alert.closest('[role="alert"]')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Dr. Ananya Sen' })).toBeEnabled();
  });
});
