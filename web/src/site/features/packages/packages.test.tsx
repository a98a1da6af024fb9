import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';
import * as siteContent from '@hospital/test-support/site/site-content-fixtures';
import { rupees } from './rupees';

// The page's code loads lazily, as in the browser: on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 10000 });

describe('/packages', () => {
  it('groups the rates by department, in rupees as India writes them, with what each includes and excludes', async () => {
    renderRoute('/packages');
    const neurosurgery = await screen.findByRole('region', { name: 'Neurosurgery' });
    const rates = within(neurosurgery).getAllByRole('article');
    expect(rates.map((rate) => within(rate).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Lumbar microdiscectomy (one level)',
      'Craniotomy for a brain tumour',
    ]);
    expect(within(rates[0]).getByText('₹1,25,000')).toBeInTheDocument();
    expect(within(rates[1]).getByText('₹3,50,000')).toBeInTheDocument();
    expect(within(rates[0]).getByText('MRI before admission')).toBeInTheDocument();
    expect(within(rates[0]).getByText('31 March 2027')).toHaveAttribute('datetime', '2027-03-31');
    const neurology = screen.getByRole('region', { name: 'Neurology' });
    expect(within(neurology).getByText('₹18,000')).toBeInTheDocument();
    expect(within(neurology).queryByText('Not included')).not.toBeInTheDocument();
  });

  it('says when the rates last changed, that they are demo figures, and what the Amendment promises', async () => {
    renderRoute('/packages');
    expect(await screen.findByText('24 November 2026')).toHaveAttribute('datetime', '2026-11-24T08:30:00.000Z');
    expect(screen.getByRole('note')).toHaveTextContent('Demo figures');
    const rule = screen.getByRole('region', { name: 'Rates and estimates' });
    expect(rule).toHaveTextContent(
      'Before any treatment that is not covered by a package, the hospital gives the patient or the family a written estimate of its cost.',
    );
    expect(rule).toHaveTextContent('Amendment, 2025');
  });

  it('links each rate to the estimate form with the package already named', async () => {
    renderRoute('/packages');
    await screen.findByRole('region', { name: 'Neurology' });
    const link = screen.getByRole('link', { name: 'Ask for an estimate: Video EEG monitoring (24 hours)' });
    expect(link).toHaveAttribute(
      'href',
      '/estimate?procedure=Video+EEG+monitoring+%2824+hours%29&department=Neurology',
    );
  });

  it('links to every rate as one machine-readable file (/rates.json, made by the site server)', async () => {
    renderRoute('/packages');
    const link = await screen.findByRole('link', { name: 'Download these rates as a machine-readable file' });
    expect(link).toHaveAttribute('href', '/rates.json');
    expect(link).toHaveAttribute('type', 'application/json');
  });

  it("titles each rate with the id the panel's preview opens it at (/packages#package-<id>)", async () => {
    renderRoute('/packages');
    const rate = siteContent.packageRates[0];
    expect(await screen.findByRole('heading', { level: 3, name: rate.title })).toHaveAttribute(
      'id',
      `package-${rate.id}`,
    );
  });

  it('says so when the rates cannot be loaded, and when none is published', async () => {
    server.use(http.get(`${API}/packages/`, () => HttpResponse.json({ detail: 'down' }, { status: 500 })));
    const { unmount } = renderRoute('/packages');
    expect(await screen.findByText(/The package rates could not be loaded/)).toBeInTheDocument();
    unmount();
    server.use(http.get(`${API}/packages/`, () => HttpResponse.json([])));
    renderRoute('/packages');
    expect(await screen.findByText(/No package rates are published/)).toBeInTheDocument();
  });

  it('writes lakhs and crores with Indian grouping', () => {
    expect(rupees(125000)).toBe('₹1,25,000');
    expect(rupees(12500000)).toBe('₹1,25,00,000');
    expect(rupees(999)).toBe('₹999');
  });
});
