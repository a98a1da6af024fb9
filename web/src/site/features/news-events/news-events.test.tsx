import '../../../test/match-media';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { NewsItem } from '../../../lib/api';
import { events, news } from '@hospital/test-support/site/fixtures';
import { API } from '../../../test/handlers';
import { renderWithSwr } from '../../../test/render';
import { server } from '../../../test/server';
import { EventsCarousel } from './events-carousel';
import { NewsCarousel } from './news-carousel';

const manyNews: NewsItem[] = Array.from({ length: 5 }, (_, index) => ({
  ...news[0],
  id: index + 1,
  title: `News ${index + 1}`,
}));

describe('news and events', () => {
  it("show 'Latest News' cards with the date in en-IN and the description clamped to 3 lines", async () => {
    renderWithSwr(
      <MemoryRouter>
        <NewsCarousel />
      </MemoryRouter>,
    );
    const region = await screen.findByRole('group', { name: 'Latest News' });
    expect(await within(region).findByRole('heading', { name: news[0].title })).toBeInTheDocument();
    expect(within(region).getByText(news[0].description)).toHaveAttribute('data-clamp-lines', '3');
    expect(within(region).getByText('10 November 2026')).toHaveAttribute('datetime', news[0].created_at);
  });

  it('loop the news carousel but not the events carousel', async () => {
    server.use(
      http.get(`${API}/news/list/`, () => HttpResponse.json(manyNews)),
      http.get(`${API}/events/list/`, () =>
        HttpResponse.json(manyNews.map((item) => ({ ...item, main_image: item.image, images: [] }))),
      ),
    );
    renderWithSwr(
      <MemoryRouter>
        <NewsCarousel />
        <EventsCarousel />
      </MemoryRouter>,
    );
    const newsRegion = await screen.findByRole('group', { name: 'Latest News' });
    const eventsRegion = await screen.findByRole('group', { name: 'Events' });
    // At the first card: only a carousel that loops leads back from it to the last.
    expect(await within(newsRegion).findByRole('button', { name: 'Previous slide' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    expect(await within(eventsRegion).findByRole('button', { name: 'Previous slide' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('open the news item in a dialog that closes only with × and locks the page scroll', async () => {
    const user = userEvent.setup();
    renderWithSwr(
      <MemoryRouter>
        <NewsCarousel />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: news[0].title });
    const card = screen.getByRole('heading', { name: news[0].title }).closest('article')!;
    await user.click(within(card).getByRole('button', { name: 'Read More →' }));
    expect(screen.getByRole('dialog', { name: news[0].title })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    fireEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('open an event with its gallery grid', async () => {
    const user = userEvent.setup();
    renderWithSwr(
      <MemoryRouter>
        <EventsCarousel />
      </MemoryRouter>,
    );
    const region = await screen.findByRole('group', { name: 'Events' });
    expect(await within(region).findByText(events[0].description)).toHaveAttribute('data-clamp-lines', '3');
    await user.click(within(region).getByRole('button', { name: 'View Event →' }));
    const dialog = screen.getByRole('dialog', { name: events[0].title });
    expect(within(dialog).getByRole('img', { name: events[0].title })).toHaveAttribute('src', events[0].main_image);
    expect(
      within(dialog)
        .getAllByRole('img', { name: /picture/ })
        .map((img) => img.getAttribute('src')),
    ).toEqual(events[0].images.map((i) => i.image));
    // Each picture offers the copies the CMS stored of it, the gallery's too.
    expect(within(dialog).getByRole('img', { name: events[0].title }).getAttribute('srcset')).toBe(
      '/uploads/thumbnail_event_1.jpg 208w, /uploads/small_event_1.jpg 500w, /uploads/medium_event_1.jpg 750w, ' +
        '/uploads/large_event_1.jpg 1000w, /uploads/event_1.jpg 1200w',
    );
    expect(
      within(dialog)
        .getAllByRole('img', { name: /picture/ })[0]
        .getAttribute('srcset'),
    ).toBe(
      '/uploads/thumbnail_event_1_a.jpg 208w, /uploads/small_event_1_a.jpg 500w, ' +
        '/uploads/medium_event_1_a.jpg 750w, /uploads/event_1_a.jpg 800w',
    );
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each([
    ['news', '/news/list/', 'Error fetching news'],
    ['events', '/events/list/', 'Error fetching events'],
  ])('log a %s failure and show no cards', async (_, path, label) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API}${path}`, () => HttpResponse.error()));
    renderWithSwr(<MemoryRouter>{path.startsWith('/news') ? <NewsCarousel /> : <EventsCarousel />}</MemoryRouter>);
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(label, expect.anything()));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
