import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { contactDetails } from '../../data/contact-details';
import { ChatButton } from '../chat-button/chat-button';
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

function renderFooter() {
  return render(<SiteFooter />, { wrapper: MemoryRouter });
}

describe('site footer', () => {
  it("has 'Useful Links' with only Blogs", () => {
    renderFooter();
    const links = screen.getByRole('region', { name: 'Useful Links' });
    expect(within(links).getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/'))).toHaveLength(1);
    expect(within(links).getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs');
  });

  it('lists the twelve facility names, none of them a link', () => {
    renderFooter();
    const facilities = screen.getByRole('region', { name: 'Facilities' });
    expect(within(facilities).getAllByRole('listitem').map((item) => item.textContent)).toEqual(FACILITIES);
    expect(within(facilities).queryAllByRole('link')).toHaveLength(0);
  });

  it('gives the contact details: landline tel: link, HR, branch, e-mail and social icons', () => {
    renderFooter();
    const { landline, hrMobile, branch, email } = contactDetails;
    expect(screen.getByRole('link', { name: landline.display })).toHaveAttribute('href', `tel:+${landline.digits}`);
    expect(screen.getByRole('link', { name: hrMobile.display })).toHaveAttribute('href', `https://wa.me/${hrMobile.digits}`);
    const branchSection = screen.getByRole('region', { name: branch.name });
    expect(branchSection).toHaveTextContent(branch.address.lines.join(''));
    branch.phones.forEach((phone) => expect(within(branchSection).getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:+${phone.digits}`));
    expect(screen.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    const social = screen.getByRole('list', { name: 'Follow us' });
    expect(within(social).getAllByRole('link')).toHaveLength(contactDetails.social.length);
  });

  it('has a back-to-top anchor and the credit link', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Back to top' })).toHaveAttribute('href', '#top');
    expect(screen.getByRole('link', { name: contactDetails.credit.label })).toHaveAttribute('href', contactDetails.credit.href);
  });
});

describe('chat button', () => {
  it('opens a messaging-app chat with the greeting typed in', () => {
    render(<ChatButton />);
    const link = screen.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
    expect(link).toHaveAttribute('href', `https://wa.me/${contactDetails.mainMobile.digits}?text=${encodeURIComponent(contactDetails.chatGreeting)}`);
    expect(link).toHaveAttribute('target', '_blank');
  });
});
