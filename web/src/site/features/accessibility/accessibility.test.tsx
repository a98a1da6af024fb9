import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';

describe('/accessibility', () => {
  it("shows the editors' statement: standard, testing, limitations, how to report via /feedback, last review", async () => {
    renderRoute('/accessibility');
    expect(await screen.findByText('WCAG 2.2 level AA')).toBeInTheDocument();
    expect(
      screen.getByText('Automated checks on every route at two widths, and keyboard journeys.'),
    ).toBeInTheDocument();
    const limitations = screen.getByRole('region', { name: 'Known limitations' });
    expect(within(limitations).getByRole('listitem')).toHaveTextContent(
      'Videos have only the captions YouTube provides.',
    );
    const report = screen.getByRole('region', { name: 'Report a problem' });
    expect(within(report).getByRole('link', { name: 'feedback page' })).toHaveAttribute('href', '/feedback');
    expect(screen.getByText('25 November 2026')).toHaveAttribute('datetime', '2026-11-25');
  });

  it('says so when the statement cannot be loaded', async () => {
    server.use(
      http.get(`${API}/accessibility-statement/`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
    );
    renderRoute('/accessibility');
    expect(await screen.findByText('The accessibility statement could not be loaded.')).toBeInTheDocument();
  });

  it('is linked from the footer, as is the feedback page', async () => {
    renderRoute('/');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Accessibility statement' })).toHaveAttribute(
      'href',
      '/accessibility',
    );
    expect(within(footer).getByRole('link', { name: 'Feedback and complaints' })).toHaveAttribute('href', '/feedback');
  });
});
