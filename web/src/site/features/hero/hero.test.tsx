import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '../../../lib/api';
import { banners } from '@hospital/test-support/site/fixtures';
import { API } from '../../../test/handlers';
import { renderWithSwr } from '../../../test/render';
import { server } from '../../../test/server';
import { Hero } from './hero';
import { HeroSlides } from './hero-slides';

const three: Banner[] = [
  { ...banners[0], id: '1', main_heading: 'First heading', sub_heading: 'First sub' },
  {
    ...banners[0],
    id: '2',
    main_heading: 'Second heading',
    sub_heading: 'Second sub',
    banner_image: '/uploads/b2.jpg',
  },
  { ...banners[0], id: '3', main_heading: 'Third heading', sub_heading: 'Third sub', banner_image: '/uploads/b3.jpg' },
];

describe('Hero', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the banner from the API: 550 px high, 40% overlay, heading and sub-heading', async () => {
    const { container } = renderWithSwr(<Hero />);
    expect(await screen.findByRole('heading', { name: banners[0].main_heading })).toBeInTheDocument();
    expect(screen.getByText(banners[0].sub_heading)).toBeInTheDocument();
    const hero = container.querySelector('#hero') as HTMLElement;
    expect(hero.style.height).toBe('550px');
    expect(hero.style.getPropertyValue('--hero-transition')).toBe('0.7s');
    expect(screen.getByTestId('hero-overlay').style.opacity).toBe('0.4');
  });

  it('fetches the first banner picture with high priority, offering exactly the copies the CMS stored', async () => {
    const { container } = renderWithSwr(<Hero />);
    await screen.findByRole('heading', { name: banners[0].main_heading });
    const img = container.querySelector('img.hero__image') as HTMLImageElement;
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('src', '/uploads/banner_1920x600.jpg');
    expect(img.getAttribute('srcset')).toBe(
      '/uploads/thumbnail_banner_1920x600.jpg 245w, /uploads/small_banner_1920x600.jpg 500w, ' +
        '/uploads/medium_banner_1920x600.jpg 750w, /uploads/large_banner_1920x600.jpg 1000w, ' +
        '/uploads/banner_1920x600.jpg 1920w',
    );
  });

  it('offers a banner the CMS has no sizes for as the original alone, guessing no copy', async () => {
    const unmeasured: Banner = { ...banners[0], banner_image: '/uploads/b9.jpg', banner_image_sizes: null };
    server.use(http.get(`${API}/banners/`, () => HttpResponse.json([unmeasured])));
    const { container } = renderWithSwr(<Hero />);
    await screen.findByRole('heading', { name: banners[0].main_heading });
    const img = container.querySelector('img.hero__image') as HTMLImageElement;
    expect(img).toHaveAttribute('src', '/uploads/b9.jpg');
    expect(img).not.toHaveAttribute('srcset');
  });

  it('renders nothing when there are no banners', async () => {
    server.use(http.get(`${API}/banners/`, () => HttpResponse.json([])));
    const { container } = renderWithSwr(<Hero />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container).toBeEmptyDOMElement();
  });

  it("logs 'Error fetching banners:' on failure and stays hidden", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API}/banners/`, () => HttpResponse.json({ detail: 'down' }, { status: 500 })));
    const { container } = renderWithSwr(<Hero />);
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Error fetching banners:', expect.anything()));
    expect(container).toBeEmptyDOMElement();
  });

  it('advances every 5 s and wraps around', () => {
    vi.useFakeTimers();
    render(<HeroSlides banners={three} />);
    expect(screen.getByRole('heading', { name: 'First heading' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByRole('heading', { name: 'First heading' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('heading', { name: 'Second heading' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('heading', { name: 'Third heading' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('heading', { name: 'First heading' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(10000);
    });
    expect(screen.getByRole('heading', { name: 'Third heading' })).toBeInTheDocument();
  });

  it('slides the text in from the second banner on: the served first one arrives without animation', () => {
    vi.useFakeTimers();
    const { container } = render(<HeroSlides banners={three} />);
    const hero = container.querySelector('#hero') as HTMLElement;
    expect(hero).not.toHaveAttribute('data-rotated');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('heading', { name: 'Second heading' })).toBeInTheDocument();
    expect(hero).toHaveAttribute('data-rotated', 'true');
  });

  it('restarts its timer when the list of banners changes', () => {
    vi.useFakeTimers();
    const { rerender } = render(<HeroSlides banners={three} />);
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    rerender(<HeroSlides banners={[...three]} />);
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(screen.getByRole('heading', { name: 'First heading' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('heading', { name: 'Second heading' })).toBeInTheDocument();
  });
});
