import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeAbout } from '@hospital/test-support/site/fixtures';
import { API } from '../../../test/handlers';
import { renderWithSiteContent, renderWithSwr } from '../../../test/render';
import { homeTexts } from '@hospital/test-support/site/site-content-fixtures';
import { server } from '../../../test/server';
import { HomeAboutSection } from './home-about-section';
import { RotatingTagline } from './rotating-tagline';

const words = (count: number, word = 'word') => Array.from({ length: count }, (_, i) => `${word}${i + 1}`).join(' ');

describe('home about section', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rotates the three taglines every 3 s and wraps', () => {
    vi.useFakeTimers();
    renderWithSiteContent(<RotatingTagline id="t" />);
    const heading = screen.getByRole('heading', { level: 2 });
    const { taglines } = homeTexts;
    expect(taglines).toEqual([
      'One Roof. One Team. Complete Neurosciences',
      'Where Innovation Meets Responsibility in Neuro-care',
      'Advanced Care. Affordable Access. Ethical Practice',
    ]);
    expect(heading).toHaveTextContent(taglines[0]);
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(heading).toHaveTextContent(taglines[0]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(heading).toHaveTextContent(taglines[1]);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(heading).toHaveTextContent(taglines[2]);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(heading).toHaveTextContent(taglines[0]);
  });

  it("shows 'Loading image...' and 'Loading content...' with Learn More disabled until the text loads", async () => {
    renderWithSwr(<HomeAboutSection />);
    expect(screen.getByText('Loading image...')).toBeInTheDocument();
    expect(screen.getByText('Loading content...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Learn More' })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: homeAbout.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Learn More' })).toBeEnabled();
    expect(screen.getByRole('img', { name: homeAbout.title })).toBeInTheDocument();
    expect(screen.queryByText('Loading image...')).not.toBeInTheDocument();
  });

  it("cuts the title at 55 words and the description at 70 with '...', and shows all of it in the dialog", async () => {
    const user = userEvent.setup();
    const title = words(60, 't');
    const description = words(80, 'd');
    server.use(
      http.get(`${API}/homeabout/`, () =>
        HttpResponse.json({ status: true, data: { ...homeAbout, title, description } }),
      ),
    );
    renderWithSwr(<HomeAboutSection />);
    expect(await screen.findByRole('heading', { level: 3, name: `${words(55, 't')}...` })).toBeInTheDocument();
    expect(screen.getByText(`${words(70, 'd')}...`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Learn More' }));
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog).toHaveTextContent(description);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveTextContent('×');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stores nothing when the answer has status false, and keeps loading', async () => {
    server.use(http.get(`${API}/homeabout/`, () => HttpResponse.json({ status: false, data: null })));
    renderWithSwr(<HomeAboutSection />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Loading content...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Learn More' })).toBeDisabled();
  });

  it("logs 'About fetch error:' when the load fails", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API}/homeabout/`, () => HttpResponse.error()));
    renderWithSwr(<HomeAboutSection />);
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('About fetch error:', expect.anything()));
    expect(screen.getByRole('button', { name: 'Learn More' })).toBeDisabled();
  });
});
