import '../../test/match-media';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { consultant } from '../../data/consultant';
import { renderRoute } from '../../test/render';
import { PublicLayout } from '../layout/public-layout';

/** A route's code is imported on first use, which can take a while in a cold test run. */
const LOAD = { timeout: 5000 };

/** Every public route with its page heading, and whether the specification's 150 px top margin applies. */
const ROUTES: [path: string, heading: string, topMargin: boolean][] = [
  ['/', 'Neurosciences Hospital', false],
  ['/about', 'About', false],
  ['/services', 'Services', true],
  ['/departments', 'Facilities & Services', false],
  ['/Department2', 'Neurology', false],
  ['/neurosurgery', 'Neurosurgery', false],
  ['/doctors', 'Doctors & Medical Officers', false],
  [`/${consultant.slug}`, consultant.name, true],
  ['/research', 'Research', true],
  ['/blogs', 'Blogs', true],
  ['/videos', 'Videos', true],
  ['/review-videos', 'Review Videos', true],
  ['/news-and-events', 'News and events', true],
  ['/contact', 'Contact Us', true],
  ['/message', "Director's Desk", true],
  ['/department/3', 'Neuro ICU', true],
  ['/division/2', 'Epilepsy Unit', true],
  ['/services/1', 'Neuro Rehabilitation', true],
];

describe('public routes', () => {
  it.each(ROUTES)('%s shows its heading "%s"', async (path, heading, topMargin) => {
    const { container } = renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, LOAD)).toBeInTheDocument();
    const page = container.querySelector('.page') as HTMLElement;
    expect(page.style.getPropertyValue('--page-top-margin')).toBe(topMargin ? '150px' : '');
  });

  it('wrap every page in the top bar, navigation, footer and chat button', async () => {
    renderRoute('/about');
    await screen.findByRole('heading', { level: 1, name: 'About' }, LOAD);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Chat with us/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });

  it('put the home sections in the specified order', async () => {
    const { container } = renderRoute('/');
    await screen.findByRole('heading', { name: 'Complete Neurosciences Under One Roof' }, LOAD);
    await screen.findByRole('heading', { name: 'Why Choose Us' }, LOAD);
    const order = Array.from(container.querySelectorAll('.page > section')).map(
      (section) => section.id || section.getAttribute('aria-labelledby'),
    );
    expect(order).toEqual([
      'hero',
      'about',
      'departments',
      'neurology',
      'neurosurgery',
      'doctors',
      'reviews',
      'contact',
      'why-choose-us',
      'emergency-title',
    ]);
    expect(screen.getByRole('heading', { name: '24x7 Neuro Critical Care' })).toBeInTheDocument();
    const contact = container.querySelector('#contact') as HTMLElement;
    expect(within(contact).getByTitle(/Map showing the location/)).toHaveAttribute(
      'src',
      expect.stringContaining('output=embed'),
    );
  });

  it.each(['/no-such-page', '/dr-unknown', '/department2', '/blogs/extra'])(
    'show a real not-found page for %s',
    async (path) => {
      renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LOAD)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    },
  );

  it('set the document title', async () => {
    renderRoute('/blogs');
    await waitFor(() => expect(document.title).toBe('Blogs | Neurosciences Hospital'), LOAD);
  });

  it('hide the public navigation under /admin', async () => {
    const router = createMemoryRouter([{ path: '*', element: <PublicLayout>admin screen</PublicLayout> }], {
      initialEntries: ['/admin/banner'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('admin screen')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
