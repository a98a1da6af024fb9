import { configure, getAllByRole, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HFR_SEARCH_URL, type SiteSettings } from '../../../lib/api';
import { API } from '../../../test/handlers';
import { renderRoute, renderWithSwr } from '../../../test/render';
import { server } from '../../../test/server';
import { servedPage } from '../../../test/served-page';
import { siteSettings } from '@hospital/test-support/site/site-content-fixtures';
import { SiteFooter } from './site-footer';
import { toRegistrations } from '../../../data/registrations';

// The page's code loads lazily, as in the browser: on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 10000 });

const serveSettings = (settings: SiteSettings) =>
  server.use(http.get(`${API}/site-settings/`, () => HttpResponse.json(settings)));

async function footerRegistrations(): Promise<HTMLElement> {
  renderWithSwr(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );
  return screen.findByRole('region', { name: 'Registrations' });
}

/** The served page in the document, where a heading can name its section (aria-labelledby). */
async function attached(path: string): Promise<HTMLElement> {
  const { body } = await servedPage(path);
  document.body.replaceChildren(body);
  return body;
}

/** Each registration as the list pairs them: what it is, then its value. */
const pairs = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe("the hospital's registrations", () => {
  it('are in the footer: licence, HFR ID with a link to the registry, and the accreditation, examples said to be', async () => {
    const region = await footerRegistrations();
    expect(pairs(region)).toEqual([
      ['Clinical establishment licence (West Bengal)', 'WBCE/KOL/2025/000123 (example, not a real registration)'],
      [
        'ABDM facility ID (HFR)',
        'INDEMO000123 (example, not a real registration) Check on the Health Facility Registry',
      ],
      [
        'Accreditation',
        'NABH, certificate NABH-DEMO-2025-0123, valid until 31 March 2099 (example, not a real registration)',
      ],
    ]);
    const check = within(region).getByRole('link', { name: 'Check on the Health Facility Registry' });
    expect(check).toHaveAttribute('href', HFR_SEARCH_URL);
    expect(check).toHaveAttribute('target', '_blank');
  });

  it('say nothing of examples once the editors turn the demo marks off', async () => {
    serveSettings({ ...siteSettings, demo_licence_and_attester: false, demo_registrations: false });
    const region = await footerRegistrations();
    expect(region).toHaveTextContent('WBCE/KOL/2025/000123');
    expect(region).not.toHaveTextContent('example');
  });

  it('leave out an accreditation whose certificate has run out, and show nothing when none is entered', async () => {
    const expired = { ...siteSettings.accreditation!, valid_until: '2024-03-31' };
    expect(toRegistrations({ ...siteSettings, accreditation: expired }, '2026-11-29').accreditation).toBeNull();
    expect(toRegistrations({ ...siteSettings, accreditation: expired }, '2024-03-31').accreditation).not.toBeNull();

    serveSettings({ ...siteSettings, licence_number: null, hfr_id: null, accreditation: null });
    renderWithSwr(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    await screen.findByRole('link', { name: 'Back to top' });
    expect(screen.queryByRole('region', { name: 'Registrations' })).not.toBeInTheDocument();
  });

  it('are on /about, in a section of its own besides the footer', async () => {
    renderRoute('/about');
    await waitFor(() => expect(screen.getAllByRole('region', { name: 'Registrations' })).toHaveLength(2));
    const [section] = screen.getAllByRole('region', { name: 'Registrations' });
    expect(section.closest('footer')).toBeNull();
    expect(section).toHaveTextContent('INDEMO000123');
    expect(section).toHaveTextContent('NABH-DEMO-2025-0123');
  });

  it.each([
    ['/about', 'Registrations', 'Clinical establishment licence (West Bengal)'],
    ['/bn/about', 'রেজিস্ট্রেশন', 'ক্লিনিক্যাল এস্টাবলিশমেন্ট লাইসেন্স (পশ্চিমবঙ্গ)'],
    ['/hi/about', 'पंजीकरण', 'क्लिनिकल एस्टैब्लिशमेंट लाइसेंस (पश्चिम बंगाल)'],
  ])('are served on %s in its words, the IDs as issued', async (path, title, licence) => {
    const body = await attached(path);
    const regions = getAllByRole(body, 'region', { name: title });
    expect(regions).toHaveLength(2);
    for (const region of regions) {
      expect(within(region).getByText(licence)).toBeInTheDocument();
      expect(region).toHaveTextContent('INDEMO000123');
    }
  });
});
