import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { consultant } from '../../../data/consultant';
import { toContactDetails } from '../../../data/contact-details';
import { withSwr } from '../../../test/render';
import { siteSettings } from '@hospital/test-support/site/site-content-fixtures';
import { SiteHeader } from './site-header';

const contactDetails = toContactDetails(siteSettings);

function renderHeader() {
  return render(
    withSwr(
      <MemoryRouter initialEntries={['/about']}>
        <SiteHeader />
      </MemoryRouter>,
    ),
  );
}

const desktopMenu = () =>
  screen.getByRole('navigation', { name: 'Main' }).querySelector('.main-nav__list') as HTMLElement;

describe('site header', () => {
  it('shows the address and the messaging-app number in the top bar', async () => {
    renderHeader();
    expect(await screen.findByText('Plot 24, Sector V, Salt Lake, Kolkata, West Bengal 700091')).toBeInTheDocument();
    const chat = screen.getByRole('link', {
      name: `${contactDetails.messagingAppName}: ${contactDetails.mainMobile.display} (opens in a new tab)`,
    });
    expect(chat).toHaveAttribute('href', `https://wa.me/${contactDetails.mainMobile.digits}`);
  });

  it('has the Department dropdown with two links and three disabled departments', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = within(desktopMenu()).getByRole('button', { name: 'Department' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(within(menu).getByRole('link', { name: 'Neurology' })).toHaveAttribute('href', '/Department2');
    expect(within(menu).getByRole('link', { name: 'Neurosurgery' })).toHaveAttribute('href', '/neurosurgery');
    for (const name of ['Neuropsychiatry', 'Neuro-Critical care', 'Neuro rehabilitation']) {
      const entry = within(menu).getByText(name);
      expect(entry.closest('a')).toBeNull();
      expect(entry).toHaveAttribute('aria-disabled', 'true');
    }
  });

  it('has the Doctors, Appreciation and More dropdowns', () => {
    renderHeader();
    const entries = (label: string) => {
      const button = within(desktopMenu()).getByRole('button', { name: label });
      const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
      return Array.from(menu.querySelectorAll('a')).map((link) => [link.textContent, link.getAttribute('href')]);
    };
    expect(entries('Doctors')).toEqual([
      ['Doctors & Medical Officers', '/doctors'],
      [consultant.name, `/${consultant.slug}`],
    ]);
    expect(entries('Appreciation')).toEqual([
      ['Blogs', '/blogs'],
      ['Videos', '/videos'],
      ['Review Videos', '/review-videos'],
    ]);
    expect(entries('More')).toEqual([["Director's Desk", '/message']]);
  });

  it('opens a dropdown on mouse hover, toggles it on touch, and closes it on leave and Escape', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = within(desktopMenu()).getByRole('button', { name: 'Appreciation' });
    const item = button.closest('li')!;
    await user.pointer({ keys: '[TouchA]', target: button });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.pointer({ keys: '[TouchA]', target: button });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.hover(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    // Hover, then click: the click keeps the menu open.
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(item).getByRole('link', { name: 'Blogs' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('toggles the small-screen menu with the hamburger; choosing a link closes it', async () => {
    const user = userEvent.setup();
    renderHeader();
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(hamburger.getAttribute('aria-controls')!)!;
    await user.click(within(menu).getByRole('link', { name: 'Videos' }));
    expect(document.getElementById(hamburger.getAttribute('aria-controls')!)).toBeNull();
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');

    await user.click(hamburger);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('points the disabled departments to a placeholder link in the small-screen menu, which also closes it', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.querySelector('.mobile-menu') as HTMLElement;
    const placeholder = within(menu).getByRole('link', { name: 'Neuropsychiatry' });
    expect(placeholder).toHaveAttribute('href', '#');
    await user.click(placeholder);
    expect(document.querySelector('.mobile-menu')).toBeNull();
  });
});
