import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { doctors } from '@hospital/test-support/site/fixtures';
import { API } from '../../../test/handlers';
import { renderWithSwr } from '../../../test/render';
import { server } from '../../../test/server';
import { DoctorsDirectory } from './doctors-directory';

configure({ asyncUtilTimeout: 10000 });

const [ananya, rahul, priya] = doctors;

describe("a doctor's dialog, the conditions they treat", () => {
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
