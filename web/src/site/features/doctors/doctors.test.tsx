import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { HPR_SEARCH_URL, type Doctor } from '../../../lib/api';
import { doctors } from '@hospital/test-support/site/fixtures';
import { API } from '../../../test/handlers';
import { renderRoute, renderWithSwr } from '../../../test/render';
import { server } from '../../../test/server';
import { DoctorsDirectory } from './doctors-directory';

const [ananya, rahul, priya] = doctors;

/** The directory sits on a page: its cards read the address (`?doctor=ID` opens one). */
const renderDirectory = () =>
  renderWithSwr(
    <MemoryRouter>
      <DoctorsDirectory />
    </MemoryRouter>,
  );

function serveDoctors(list: Doctor[], paged = false) {
  server.use(
    http.get(`${API}/doctors/`, ({ request }) => {
      const type = new URL(request.url).searchParams.get('type');
      const results = list.filter((doctor) => doctor.type === type);
      return HttpResponse.json(paged ? { count: results.length, results, next: null, previous: null } : results);
    }),
  );
}

describe('doctors directory', () => {
  it("shows the doctors, then 'Medical Officers' when there are any", async () => {
    renderDirectory();
    expect(await screen.findByRole('heading', { name: ananya.name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: rahul.name })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Medical Officers' })).toBeInTheDocument();
    const officers = screen.getByRole('region', { name: 'Medical Officers' });
    expect(within(officers).getByRole('heading', { name: priya.name })).toBeInTheDocument();
  });

  it("leaves out 'Medical Officers' when there are none, and reads a paged answer", async () => {
    serveDoctors([ananya, rahul], true);
    renderDirectory();
    expect(await screen.findByRole('heading', { name: rahul.name })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Medical Officers' })).not.toBeInTheDocument();
  });

  it('opens a dialog with photo, name, designation and about (or details) when a card is clicked', async () => {
    const user = userEvent.setup();
    serveDoctors([{ ...rahul, about: null, details: 'Twenty years of spine surgery.' }]);
    renderDirectory();
    await user.click(await screen.findByRole('heading', { name: rahul.name }));
    const dialog = screen.getByRole('dialog', { name: rahul.name });
    expect(within(dialog).getByRole('img', { name: `Photo of ${rahul.name}` })).toBeInTheDocument();
    expect(within(dialog).getByText('Consultant Neurosurgeon')).toBeInTheDocument();
    expect(within(dialog).getByText('Twenty years of spine surgery.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows OPD hours and the registration number on the card and in the dialog, and nothing for a doctor without them', async () => {
    const user = userEvent.setup();
    serveDoctors([ananya, rahul]);
    renderDirectory();
    const card = (await screen.findByRole('heading', { name: ananya.name })).closest('article') as HTMLElement;
    expect(within(card).getByRole('heading', { name: 'OPD hours' })).toBeInTheDocument();
    expect(within(card).getByText('Monday, 9:30 am to 12:30 pm, Salt Lake, Kolkata')).toBeInTheDocument();
    expect(within(card).getByText('Thursday, 5 pm to 8 pm, Siliguri')).toBeInTheDocument();
    expect(within(card).getByText('Registration no. WBMC 61234')).toBeInTheDocument();
    const other = screen.getByRole('heading', { name: rahul.name }).closest('article') as HTMLElement;
    expect(within(other).queryByText(/OPD hours|Registration no\./)).not.toBeInTheDocument();

    await user.click(within(card).getByRole('heading', { name: ananya.name }));
    const dialog = screen.getByRole('dialog', { name: ananya.name });
    expect(within(dialog).getByText('Thursday, 5 pm to 8 pm, Siliguri')).toBeInTheDocument();
    expect(within(dialog).getByText('Registration no. WBMC 61234')).toBeInTheDocument();
  });

  it('shows the HPR ID with a link to check it on the national register, on the card and in the dialog, and nothing for a doctor without one', async () => {
    const user = userEvent.setup();
    serveDoctors([ananya, rahul]);
    renderDirectory();
    const card = (await screen.findByRole('heading', { name: ananya.name })).closest('article') as HTMLElement;
    expect(within(card).getByText(/^HPR ID 71123456789012/)).toBeInTheDocument();
    const check = within(card).getByRole('link', { name: 'Check on the national register' });
    expect(check).toHaveAttribute('href', HPR_SEARCH_URL);
    expect(check).toHaveAttribute('target', '_blank');
    expect(check).toHaveAttribute('title', expect.stringContaining('opens in a new tab'));
    const other = screen.getByRole('heading', { name: rahul.name }).closest('article') as HTMLElement;
    expect(within(other).queryByText(/HPR ID/)).not.toBeInTheDocument();
    expect(within(other).queryByRole('link', { name: 'Check on the national register' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('heading', { name: ananya.name }));
    const dialog = screen.getByRole('dialog', { name: ananya.name });
    expect(within(dialog).getByText(/^HPR ID 71123456789012/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Check on the national register' })).toHaveAttribute(
      'href',
      HPR_SEARCH_URL,
    );
  });

  it("names a photo with the Media Library's alternative text, and opens the doctor named by ?doctor=ID (the panel's preview)", async () => {
    serveDoctors([{ ...rahul, image_alt: 'Dr. Rahul Banerjee in theatre scrubs' }, ananya]);
    renderRoute(`/doctors?doctor=${rahul.id}`);
    const dialog = await screen.findByRole('dialog', { name: rahul.name });
    expect(within(dialog).getByRole('img', { name: 'Dr. Rahul Banerjee in theatre scrubs' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Photo of ${ananya.name}` })).toBeInTheDocument();
  });

  it('shows social links only when the doctor has them', async () => {
    renderDirectory();
    await screen.findByRole('heading', { name: rahul.name });
    expect(screen.getByRole('list', { name: `${ananya.name} on social media` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LinkedIn (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/example',
    );
    expect(screen.queryByRole('list', { name: `${rahul.name} on social media` })).not.toBeInTheDocument();
  });

  it('renders no link for a stored javascript: or data: social value', async () => {
    serveDoctors([
      { ...ananya, twitter: 'javascript:alert(document.cookie)', fb: 'data:text/html,x', insta: null, linkedin: null },
      rahul,
      priya,
    ]);
    renderDirectory();
    await screen.findByRole('heading', { name: ananya.name });
    expect(screen.queryByRole('list', { name: `${ananya.name} on social media` })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript:"], a[href^="data:"]')).toBeNull();
  });

  it('falls back from image to url to the placeholder, resolving relative paths against the API host', async () => {
    serveDoctors([
      { ...ananya, image: 'uploads/ananya.jpg', url: 'https://cdn.example/old.jpg' },
      { ...rahul, image: null, url: null },
    ]);
    renderDirectory();
    const photo = await screen.findByRole('img', { name: `Photo of ${ananya.name}` });
    expect(photo).toHaveAttribute('src', '/uploads/ananya.jpg');
    fireEvent.error(photo);
    fireEvent.error(screen.getByRole('img', { name: `Photo of ${ananya.name}` }));
    expect(screen.getByRole('img', { name: `Photo of ${ananya.name}` })).toHaveAttribute(
      'src',
      'https://cdn.example/old.jpg',
    );
    fireEvent.error(screen.getByRole('img', { name: `Photo of ${ananya.name}` }));
    expect(screen.getByRole('img', { name: `Photo of ${ananya.name}` })).toHaveAttribute(
      'src',
      '/images/doctor-placeholder.svg',
    );
    expect(screen.getByRole('img', { name: `Photo of ${rahul.name}` })).toHaveAttribute(
      'src',
      '/images/doctor-placeholder.svg',
    );
  });

  it('logs a failed load and shows no cards', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API}/doctors/`, () => HttpResponse.error()));
    renderDirectory();
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Error fetching doctors:', expect.anything()));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});

describe('doctor finder on /doctors', () => {
  const gridNames = (region: string) =>
    within(screen.getByRole('region', { name: region }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);

  it('narrows the doctors and medical officers by name as the visitor types, keeping it in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/doctors');
    await screen.findByRole('heading', { name: rahul.name });
    await user.type(screen.getByLabelText("Doctor's name"), 'rahul');
    expect(gridNames('Our Doctors')).toEqual([rahul.name]);
    expect(screen.queryByRole('region', { name: 'Medical Officers' })).toBeNull();
    expect(router.state.location.search).toBe('?q=rahul');
    expect(screen.getByText('Showing 1 of 3.')).toBeInTheDocument();
  });

  it('filters by specialty, offering only the specialties someone has', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/doctors');
    await screen.findByRole('heading', { name: rahul.name });
    const options = Array.from(screen.getByLabelText<HTMLSelectElement>('Specialty').options).map(
      (option) => option.text,
    );
    expect(options).toEqual(['All specialties', 'Neurology', 'Neurosurgery', 'Neuro critical care']);
    await user.selectOptions(screen.getByLabelText('Specialty'), 'Neuro critical care');
    expect(screen.queryByRole('region', { name: 'Our Doctors' })).toBeNull();
    expect(gridNames('Medical Officers')).toEqual([priya.name]);
    expect(router.state.location.search).toBe('?specialty=neuro_critical_care');
  });

  it('opens a shared filtered address already filtered', async () => {
    renderRoute('/doctors?q=sen&specialty=neurology');
    expect(await screen.findByRole('heading', { name: ananya.name })).toBeInTheDocument();
    expect(gridNames('Our Doctors')).toEqual([ananya.name]);
    expect(screen.getByLabelText("Doctor's name")).toHaveValue('sen');
    expect(screen.getByLabelText('Specialty')).toHaveValue('neurology');
  });

  it('says clearly when no doctor matches, and brings everyone back', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/doctors?q=nobody');
    expect(await screen.findByText('No doctor matches your search.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Our Doctors' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Show all doctors' }));
    expect(await screen.findByRole('heading', { name: rahul.name })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('No doctor matches your search.')).toBeNull();
  });

  it('keeps the cards, the profile dialog and social links as they are while filtering', async () => {
    const user = userEvent.setup();
    renderRoute('/doctors?q=ananya');
    await user.click(await screen.findByRole('button', { name: new RegExp(ananya.name) }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: ananya.name })).toBeInTheDocument();
  });
});
