import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';

// The pages' code loads lazily, as in the browser: on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 10000 });

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
