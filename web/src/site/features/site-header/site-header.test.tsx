import { act, render, screen, within } from '@testing-library/react';
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

/** A desktop dropdown's summary, by its text, and the `<details>` it opens. */
function dropdown(label: string) {
  const summary = within(desktopMenu()).getByText(label, { selector: 'summary' });
  return { summary, details: summary.closest('details')! };
}

/** The hamburger menu's summary, by its name, and the `<details>` it opens. */
function hamburger() {
  const summary = within(screen.getByRole('navigation', { name: 'Main' })).getByLabelText('Menu', {
    selector: 'summary',
  });
  return { summary, details: summary.closest('details')! };
}

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
    const { summary, details } = dropdown('Department');
    expect(details).not.toHaveAttribute('open');
    expect(within(details).getByRole('link', { hidden: true, name: 'Neurology' })).not.toBeVisible();
    await user.click(summary);
    expect(details).toHaveAttribute('open');
    expect(within(details).getByRole('link', { name: 'Neurology' })).toHaveAttribute('href', '/Department2');
    expect(within(details).getByRole('link', { name: 'Neurology' })).toBeVisible();
    expect(within(details).getByRole('link', { name: 'Neurosurgery' })).toHaveAttribute('href', '/neurosurgery');
    for (const name of ['Neuropsychiatry', 'Neuro-Critical care', 'Neuro rehabilitation']) {
      const entry = within(details).getByText(name);
      expect(entry.closest('a')).toBeNull();
      expect(entry).toHaveAttribute('aria-disabled', 'true');
    }
  });

  it('has the Doctors, Appreciation and More dropdowns', () => {
    renderHeader();
    const entries = (label: string) =>
      Array.from(dropdown(label).details.querySelectorAll('a')).map((link) => [
        link.textContent,
        link.getAttribute('href'),
      ]);
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

  it('leaves the summaries their native semantics: no role and no aria-expanded of their own', () => {
    renderHeader();
    for (const summary of [dropdown('Department').summary, hamburger().summary]) {
      expect(summary).not.toHaveAttribute('role');
      expect(summary).not.toHaveAttribute('aria-expanded');
    }
  });

  it('opens a dropdown on mouse hover, toggles it on touch, and closes it on leave and Escape', async () => {
    const user = userEvent.setup();
    renderHeader();
    const { summary, details } = dropdown('Appreciation');
    await user.pointer({ keys: '[TouchA]', target: summary });
    expect(details).toHaveAttribute('open');
    await user.pointer({ keys: '[TouchA]', target: summary });
    expect(details).not.toHaveAttribute('open');

    await user.hover(summary);
    expect(details).toHaveAttribute('open');
    await user.unhover(summary);
    expect(details).not.toHaveAttribute('open');

    // Hover, then click: the click keeps the menu open.
    await user.click(summary);
    expect(details).toHaveAttribute('open');
    await user.tab();
    expect(within(details).getByRole('link', { name: 'Blogs' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(details).not.toHaveAttribute('open');
    expect(summary).toHaveFocus();
  });

  it('closes a dropdown when focus leaves it, and when a link in it is chosen', async () => {
    // (Enter and Space on a summary are the browser's: the end-to-end tests press them.)
    const user = userEvent.setup();
    renderHeader();
    const { summary, details } = dropdown('Doctors');
    await user.pointer({ keys: '[TouchA]', target: summary });
    expect(details).toHaveAttribute('open');
    await user.tab();
    await user.tab();
    expect(within(details).getByRole('link', { name: consultant.name })).toHaveFocus();
    await user.tab();
    expect(within(desktopMenu()).getByRole('link', { name: 'News & Events' }), 'focus went on').toHaveFocus();
    expect(details).not.toHaveAttribute('open');

    const appreciation = dropdown('Appreciation');
    await user.pointer({ keys: '[TouchA]', target: appreciation.summary });
    await user.pointer({
      keys: '[TouchA]',
      target: within(appreciation.details).getByRole('link', { name: 'Videos' }),
    });
    expect(appreciation.details).not.toHaveAttribute('open');
  });

  it("follows its <details> when something else opens it (the browser's find in page)", async () => {
    const user = userEvent.setup();
    renderHeader();
    const { summary, details } = dropdown('More');
    await act(async () => {
      details.open = true;
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // The app knows it is open: Escape closes it, and a click closes rather than opens it.
    summary.focus();
    await user.keyboard('{Escape}');
    expect(details).not.toHaveAttribute('open');
    await act(async () => {
      details.open = true;
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await user.click(summary);
    await user.unhover(summary);
    expect(details).not.toHaveAttribute('open');
  });

  it('toggles the small-screen menu with the hamburger; choosing a link closes it', async () => {
    const user = userEvent.setup();
    renderHeader();
    const { summary, details } = hamburger();
    const videos = () => within(details).getByRole('link', { hidden: true, name: 'Videos' });
    expect(videos()).not.toBeVisible();
    await user.click(summary);
    expect(details).toHaveAttribute('open');
    expect(videos()).toBeVisible();
    await user.click(videos());
    expect(details).not.toHaveAttribute('open');
    expect(videos()).not.toBeVisible();

    await user.click(summary);
    expect(details).toHaveAttribute('open');
    await user.click(summary);
    expect(details).not.toHaveAttribute('open');
  });

  it('closes the small-screen menu on Escape, focus back on the hamburger', async () => {
    const user = userEvent.setup();
    renderHeader();
    const { summary, details } = hamburger();
    await user.click(summary);
    await user.tab();
    expect(within(details).getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(details).not.toHaveAttribute('open');
    expect(summary).toHaveFocus();
  });

  it('points the disabled departments to a placeholder link in the small-screen menu, which also closes it', async () => {
    const user = userEvent.setup();
    renderHeader();
    const { summary, details } = hamburger();
    await user.click(summary);
    const placeholder = within(details).getByRole('link', { name: 'Neuropsychiatry' });
    expect(placeholder).toHaveAttribute('href', '#');
    await user.click(placeholder);
    expect(details).not.toHaveAttribute('open');
  });
});
