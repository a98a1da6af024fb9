import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { toContactDetails } from '../../../data/contact-details';
import { API } from '../../../test/handlers';
import { renderWithSwr } from '../../../test/render';
import { server } from '../../../test/server';
import { siteSettings } from '@hospital/test-support/site/site-content-fixtures';
import { SiteFooter } from './site-footer';

const FACILITIES = [
  'OPD',
  'Neuro ICU',
  'Neuro OT',
  'Neuro Rehabilitation',
  'Pharmacy',
  'Pathology Lab',
  'Radiology',
  'Cafeteria',
  'Conference Room',
  'Nursing',
  'Executive Team',
  'Paramedical Team',
];

const contactDetails = toContactDetails(siteSettings);

/** The footer once the CMS's contact details have arrived. */
async function renderFooter() {
  const view = renderWithSwr(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );
  await screen.findByRole('link', { name: 'Back to top' });
  return view;
}

describe('site footer', () => {
  it("has 'Useful Links' with Blogs, the feedback page, the accessibility statement, the schemes accepted and the conditions A–Z", async () => {
    await renderFooter();
    const links = screen.getByRole('region', { name: 'Useful Links' });
    expect(
      within(links)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('/'))
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/blogs', '/feedback', '/accessibility', '/schemes', '/conditions']);
    expect(within(links).getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs');
  });

  it('lists the twelve facility names, none of them a link', async () => {
    await renderFooter();
    const facilities = screen.getByRole('region', { name: 'Facilities' });
    expect(
      within(facilities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(FACILITIES);
    expect(within(facilities).queryAllByRole('link')).toHaveLength(0);
  });

  it('gives the contact details: landline tel: link, HR, branch, e-mail and social icons', async () => {
    await renderFooter();
    const { landline, hrMobile, branch, email } = contactDetails;
    expect(screen.getByRole('link', { name: landline.display })).toHaveAttribute('href', `tel:+${landline.digits}`);
    expect(screen.getByRole('link', { name: hrMobile.display })).toHaveAttribute(
      'href',
      `https://wa.me/${hrMobile.digits}`,
    );
    const branchSection = screen.getByRole('region', { name: branch.name });
    expect(branchSection).toHaveTextContent(branch.address.lines.join(''));
    branch.phones.forEach((phone) =>
      expect(within(branchSection).getByRole('link', { name: phone.display })).toHaveAttribute(
        'href',
        `tel:+${phone.digits}`,
      ),
    );
    expect(screen.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    const social = screen.getByRole('list', { name: 'Follow us' });
    expect(within(social).getAllByRole('link')).toHaveLength(contactDetails.social.length);
  });

  it('has a back-to-top anchor and the credit link', async () => {
    await renderFooter();
    expect(screen.getByRole('link', { name: 'Back to top' })).toHaveAttribute('href', '#top');
    expect(screen.getByRole('link', { name: 'Example Web Studio' })).toHaveAttribute(
      'href',
      'https://web-studio.example',
    );
  });

  it("shows the editors' landline and e-mail as the CMS answers them", async () => {
    server.use(
      http.get(`${API}/site-settings/`, () =>
        HttpResponse.json({
          ...siteSettings,
          landline: { display: '033 4000 1111', digits: '913340001111' },
          email: 'desk@hospital.example',
          credit: null,
        }),
      ),
    );
    await renderFooter();
    expect(screen.getByRole('link', { name: '033 4000 1111' })).toHaveAttribute('href', 'tel:+913340001111');
    expect(screen.getByRole('link', { name: 'desk@hospital.example' })).toHaveAttribute(
      'href',
      'mailto:desk@hospital.example',
    );
    expect(screen.queryByRole('link', { name: siteSettings.landline.display })).not.toBeInTheDocument();
    expect(screen.queryByText(/Website by/)).not.toBeInTheDocument();
  });
});
