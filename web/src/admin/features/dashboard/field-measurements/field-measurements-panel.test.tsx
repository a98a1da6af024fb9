import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/admin';
import { API } from '../../../../test/handlers';
import { renderRoute } from '../../../../test/render';
import { server } from '../../../../test/server';

const panel = async () => screen.findByRole('region', { name: 'Real visits: page speed' });

/** The drawn bar of one route in one metric's chart. */
function bar(region: HTMLElement, metric: string, route: string) {
  const chart = region.querySelector(`svg[data-metric="${metric}"]`);
  return chart?.querySelector(`[data-route="${route}"]`) ?? null;
}

describe('Dashboard: real visits, page speed', () => {
  it("charts each page's 75th percentile for 28 days against Google's thresholds, in words as well as colour", async () => {
    signIn();
    renderRoute('/admin/dashboard');
    const region = await panel();
    expect(within(region).getByRole('button', { name: 'Last 28 days' })).toHaveAttribute('aria-pressed', 'true');
    // One chart per metric, captioned with Google's thresholds.
    await within(region).findByRole('figure', { name: 'Largest Contentful Paint (LCP) Good ≤ 2.5 s, poor > 4 s' });
    expect(
      within(region)
        .getAllByRole('figure')
        .map((figure) => figure.querySelector('figcaption')?.textContent),
    ).toEqual([
      'Largest Contentful Paint (LCP) Good ≤ 2.5 s, poor > 4 s',
      'Interaction to Next Paint (INP) Good ≤ 200 ms, poor > 500 ms',
      'Cumulative Layout Shift (CLS) Good ≤ 0.1, poor > 0.25',
      'Time to First Byte (TTFB) Good ≤ 0.8 s, poor > 1.8 s',
    ]);

    expect(bar(region, 'LCP', '/')).toHaveTextContent('2.10 s · Good · 160');
    expect(bar(region, 'LCP', '/')).toHaveClass('adm-vitals-row--good');
    expect(bar(region, 'LCP', '/doctors')).toHaveTextContent('3.10 s · Needs improvement · 48');
    expect(bar(region, 'INP', '/')).toHaveTextContent('640 ms · Poor · 150');
    expect(bar(region, 'INP', '/')).toHaveClass('adm-vitals-row--poor');
    expect(bar(region, 'CLS', '/')).toHaveTextContent('0.02 · Good · 160');
    expect(bar(region, 'TTFB', '/')).toHaveTextContent('450 ms · Good · 160');
    // The longer value draws the longer bar.
    const width = (metric: string, route: string) =>
      Number(bar(region, metric, route)?.querySelector('rect')?.getAttribute('width'));
    expect(width('LCP', '/doctors')).toBeGreaterThan(width('LCP', '/'));
  });

  it('gives screen readers the figures as a table, the drawings hidden from them', async () => {
    signIn();
    renderRoute('/admin/dashboard');
    const region = await panel();
    const table = await within(region).findByRole('table', {
      name: 'Page speed of real visits, last 28 days, 75th percentile',
    });
    const row = within(table).getByRole('row', { name: /Interaction to Next Paint \(INP\)/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['/', '640 ms', 'Poor', '150', 'Good ≤ 200 ms, poor > 500 ms']);
    for (const chart of region.querySelectorAll('svg')) expect(chart).toHaveAttribute('aria-hidden', 'true');
  });

  it('switches to the last 7 days', async () => {
    signIn();
    renderRoute('/admin/dashboard');
    const region = await panel();
    await within(region).findByRole('figure', { name: /Largest Contentful Paint/ });
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Last 7 days' }));
    expect(within(region).getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(bar(region, 'LCP', '/')).toHaveTextContent('1.80 s · Good · 40');
    expect(bar(region, 'LCP', '/doctors')).toHaveTextContent('3.10 s · Needs improvement · 12');
    expect(within(region).getAllByRole('figure')).toHaveLength(1);
    expect(within(region).getByRole('table', { name: /last 7 days/ })).toBeInTheDocument();
  });

  it('says so when no visit has been measured', async () => {
    server.use(
      http.get(`${API}/vitals/summary/`, () =>
        HttpResponse.json({ last_7_days: [], last_28_days: [], retention_days: 28 }),
      ),
    );
    signIn();
    renderRoute('/admin/dashboard');
    const region = await panel();
    expect(
      await within(region).findByText(
        'No visits measured in the last 28 days yet. Figures appear as visitors browse the public pages.',
      ),
    ).toBeInTheDocument();
    expect(region.querySelector('svg')).toBeNull();
  });

  it('says when the figures failed to load, and tries again', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/vitals/summary/`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 })
          : HttpResponse.json({ last_7_days: [], last_28_days: [], retention_days: 28 });
      }),
    );
    signIn();
    renderRoute('/admin/dashboard');
    const region = await panel();
    await within(region).findByRole('button', { name: 'Try Again' });
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Try Again' }));
    expect(await within(region).findByText(/No visits measured/)).toBeInTheDocument();
  });
});
