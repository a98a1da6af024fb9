import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toContactDetails } from '../../../data/contact-details';
import { renderRoute } from '../../../test/render';
import { siteSettings } from '@hospital/test-support/site/site-content-fixtures';

/** What the CMS answers in these tests (the msw fake serves the same fixture). */
const contactDetails = toContactDetails(siteSettings);

describe('/emergency', () => {
  it('names the BE-FAST signs in plain words', async () => {
    renderRoute('/emergency');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stroke and neuro emergencies' })).toBeInTheDocument();
    const signs = within(screen.getByRole('region', { name: 'BE-FAST: the signs of a stroke' })).getAllByRole(
      'listitem',
    );
    expect(signs.map((sign) => sign.querySelector('strong')?.textContent)).toEqual([
      'Balance',
      'Eyes',
      'Face',
      'Arms',
      'Speech',
      'Time',
    ]);
    expect(signs[2]).toHaveTextContent('Ask the person to smile');
    expect(screen.getByRole('region', { name: 'Time is brain' })).toHaveTextContent(
      'Do not give food, water or medicines',
    );
  });

  it('calls the hospital emergency number and 108 with one tap', async () => {
    renderRoute('/emergency');
    const calls = within(await screen.findByRole('list', { name: 'Call for help' })).getAllByRole('link');
    expect(calls.map((link) => link.getAttribute('href'))).toEqual([
      `tel:+${contactDetails.mainMobile.digits}`,
      'tel:108',
    ]);
    expect(calls[0]).toHaveTextContent(contactDetails.mainMobile.display);
  });

  it('gives both branches with their addresses and map links, and what to bring', async () => {
    renderRoute('/emergency');
    const where = await screen.findByRole('region', { name: 'Where to come' });
    expect(where).toHaveTextContent(contactDetails.address.lines[0]);
    expect(where).toHaveTextContent(contactDetails.branch.address.lines[0]);
    const maps = within(where).getAllByRole('link', { name: /Open in maps/ });
    expect(maps).toHaveLength(2);
    expect(maps[1].getAttribute('href')).toContain(encodeURIComponent(contactDetails.branch.address.lines[1]));
    for (const phone of contactDetails.branch.phones) {
      expect(within(where).getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:+${phone.digits}`);
    }
    expect(screen.getByRole('region', { name: 'What to bring' })).toHaveTextContent('blood thinners');
  });

  it('is linked from the top bar, the 24x7 strip and the footer', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/');
    expect(await screen.findByRole('link', { name: 'Emergency' })).toHaveAttribute('href', '/emergency');
    expect(await screen.findByRole('link', { name: 'Stroke signs and what to do' })).toHaveAttribute(
      'href',
      '/emergency',
    );
    const footerLink = screen.getByRole('link', { name: 'Emergency: stroke signs and what to do' });
    await user.click(footerLink);
    expect(await screen.findByRole('heading', { level: 1, name: 'Stroke and neuro emergencies' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/emergency');
  });
});
