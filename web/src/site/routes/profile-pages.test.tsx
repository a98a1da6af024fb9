import '../../test/match-media';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consultant } from '../../data/consultant';
import { consultantProfile } from '../../data/consultant-profile';
import { renderRoute } from '../../test/render';

/** A route's code is imported on first use, which can take a while in a cold test run. */
const LOAD = { timeout: 5000 };

/** The specification's static profile pages: /{name} and /research show the same sections. */
const PAGES: [path: string, title: string, sectionLevel: number][] = [
  [`/${consultant.slug}`, consultant.name, 2],
  ['/research', 'Research', 3],
];

const SECTIONS: [heading: string, items: readonly string[]][] = [
  ['Biography', consultantProfile.biography],
  ['Areas of Expertise', consultantProfile.expertise],
  ['Education', consultantProfile.education],
  ['Experience', consultantProfile.experience],
  ['Memberships', consultantProfile.memberships],
  ['Award', [consultantProfile.award]],
  ['Publications', consultantProfile.publications],
  ['Conference Presentations', consultantProfile.conferencePresentations],
  ['Book Chapters', consultantProfile.bookChapters],
];

describe.each(PAGES)('the static profile page %s', (path, title, sectionLevel) => {
  it('shows biography, expertise, education, experience, memberships, award, publications, conference presentations and book chapters', async () => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: consultantProfile.name })).toBeInTheDocument();
    expect(screen.getByText(consultantProfile.role)).toBeInTheDocument();
    for (const [heading, items] of SECTIONS) {
      const section = screen.getByRole('region', { name: heading });
      expect(within(section).getByRole('heading', { level: sectionLevel, name: heading })).toBeInTheDocument();
      for (const item of items) expect(within(section).getByText(item)).toBeInTheDocument();
    }
  });

  it('keeps the publications link as a dead placeholder', async () => {
    const { router } = renderRoute(path);
    const publications = await screen.findByRole('region', { name: 'Publications' }, LOAD);
    const link = within(publications).getByRole('link', { name: 'View all publications' });
    expect(link).toHaveAttribute('href', '#');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    // fireEvent answers false when the page cancelled the click: the visitor goes nowhere.
    expect(fireEvent.click(link)).toBe(false);
    expect(router.state.location).toMatchObject({ pathname: path, hash: '' });
  });

  it('links the social profiles, each opening in a new tab', async () => {
    renderRoute(path);
    const social = await screen.findByRole('list', { name: `${consultantProfile.name} on social media` }, LOAD);
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      consultantProfile.social.map((profile) => profile.href),
    );
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
    expect(within(social).getByRole('link', { name: 'LinkedIn (opens in a new tab)' })).toBeInTheDocument();
  });
});
