import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { doctors } from '@hospital/test-support/site/fixtures';
import { API } from '../../../test/handlers';
import { renderRoute, renderWithSwr } from '../../../test/render';
import { server } from '../../../test/server';
import { DoctorsDirectory } from '../doctors/doctors-directory';

// The pages' code loads lazily, as in the browser: on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 10000 });

const [ananya, rahul, priya] = doctors;

describe('the conditions a department or a doctor treats', () => {
  it("lists, linked, the conditions a department's page treats", async () => {
    renderRoute('/department/1');
    const treated = await screen.findByRole('region', { name: 'Conditions treated in this department' });
    expect(
      within(treated)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['Stroke', '/conditions/stroke']]);
  });

  it('lists nothing on the page of a department no condition names', async () => {
    renderRoute('/department/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pharmacy' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Conditions treated in this department' })).not.toBeInTheDocument();
  });

  it("lists, linked, the conditions in a doctor's dialog, and none for a doctor who treats none", async () => {
    const user = userEvent.setup();
    renderWithSwr(
      <MemoryRouter>
        <DoctorsDirectory />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('heading', { name: ananya.name }));
    const dialog = screen.getByRole('dialog', { name: ananya.name });
    const treated = await within(dialog).findByRole('region', { name: 'Conditions treated' });
    expect(
      within(treated)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/conditions/stroke', '/conditions/epilepsy']);
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('heading', { name: rahul.name }));
    expect(
      await within(screen.getByRole('dialog', { name: rahul.name })).findByRole('link', { name: 'Epilepsy' }),
    ).toHaveAttribute('href', '/conditions/epilepsy');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('heading', { name: priya.name }));
    const officer = screen.getByRole('dialog', { name: priya.name });
    expect(within(officer).queryByRole('region', { name: 'Conditions treated' })).not.toBeInTheDocument();
  });

  it('shows the rest of the dialog when the library does not answer', async () => {
    server.use(http.get(`${API}/conditions/`, () => HttpResponse.json({ detail: 'down' }, { status: 500 })));
    const user = userEvent.setup();
    renderWithSwr(
      <MemoryRouter>
        <DoctorsDirectory />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('heading', { name: ananya.name }));
    const dialog = screen.getByRole('dialog', { name: ananya.name });
    expect(within(dialog).getByRole('link', { name: 'Request an appointment' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Conditions treated' })).not.toBeInTheDocument();
  });
});

describe('/conditions in the browser', () => {
  it('opens a condition from the A–Z index, and goes back to it', async () => {
    const user = userEvent.setup();
    renderRoute('/conditions');
    await user.click(await screen.findByRole('link', { name: 'Migraine' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Migraine' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Awaiting clinical review.');
    await user.click(screen.getByRole('link', { name: 'All conditions A–Z' }));
    expect(await screen.findByRole('navigation', { name: 'Conditions by first letter' })).toBeInTheDocument();
  });

  it('says the library could not be loaded when the CMS fails', async () => {
    server.use(http.get(`${API}/conditions/`, () => HttpResponse.json({ detail: 'down' }, { status: 500 })));
    renderRoute('/conditions');
    expect(await screen.findByText('The conditions could not be loaded. Please try again later.')).toBeInTheDocument();
  });
});
