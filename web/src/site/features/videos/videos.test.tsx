import '../../../test/match-media';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { content } from '@hospital/test-support/site/fixtures';
import { API } from '../../../test/handlers';
import { renderWithSwr } from '../../../test/render';
import { server } from '../../../test/server';
import { PLAYABLE_VIDEO_LINKS, UNPLAYABLE_VIDEO_LINKS } from '@hospital/test-support/site/video-links';
import { toVideoView } from './video-view';
import { VideosCarousel } from './videos-carousel';

const video = content.find((entry) => entry.type === 'video')!;
const review = content.find((entry) => entry.type === 'review_video')!;

describe('videos', () => {
  it("show 'Latest Videos' as thumbnail cards with 'Watch →'", async () => {
    renderWithSwr(<VideosCarousel kind="video" title="Latest Videos" />);
    const region = await screen.findByRole('group', { name: 'Latest Videos' });
    expect(await within(region).findByRole('heading', { name: video.title })).toBeInTheDocument();
    expect(within(region).getByRole('img', { name: `Video: ${video.title}` })).toHaveAttribute(
      'src',
      'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    expect(within(region).getByRole('button', { name: 'Watch →' })).toBeInTheDocument();
    expect(within(region).queryByText(review.title)).not.toBeInTheDocument();
  });

  it('play the video in a dialog (autoplay), closed by the backdrop', async () => {
    const user = userEvent.setup();
    renderWithSwr(<VideosCarousel kind="review_video" title="Review Videos" headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Review Videos' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Watch →' }));
    const dialog = screen.getByRole('dialog', { name: review.title });
    expect(within(dialog).getByTitle(review.title)).toHaveAttribute(
      'src',
      expect.stringContaining('https://www.youtube.com/embed/9bZkp7q19f0?autoplay=1'),
    );
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('close the player with × or Escape', async () => {
    const user = userEvent.setup();
    renderWithSwr(<VideosCarousel kind="video" title="Latest Videos" />);
    await user.click(await screen.findByRole('button', { name: 'Watch →' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Watch →' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('show a placeholder and no player for a link without a video id', async () => {
    const user = userEvent.setup();
    server.use(http.get(`${API}/content/`, () => HttpResponse.json([{ ...video, link: 'https://vimeo.com/1' }])));
    renderWithSwr(<VideosCarousel kind="video" title="Latest Videos" />);
    expect(await screen.findByRole('img', { name: `Video: ${video.title}` })).toHaveAttribute(
      'src',
      '/images/placeholder.svg',
    );
    await user.click(screen.getByRole('button', { name: 'Watch →' }));
    expect(within(screen.getByRole('dialog')).queryByTitle(video.title)).not.toBeInTheDocument();
  });

  it.each([
    ['video', 'Error fetching videos'],
    ['review_video', 'Error fetching review videos'],
  ] as const)('log the %s failure as %s', async (kind, label) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API}/content/`, () => HttpResponse.error()));
    renderWithSwr(<VideosCarousel kind={kind} title="Videos" />);
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(label, expect.anything()));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});

describe('which links the player plays', () => {
  const entry = (link: string) => toVideoView({ ...content[1], link });

  it.each(PLAYABLE_VIDEO_LINKS)('plays %s, as the admin form accepts it', (link, id) => {
    expect(entry(link)).toMatchObject({ videoId: id, thumbnail: `https://img.youtube.com/vi/${id}/hqdefault.jpg` });
  });

  it.each(UNPLAYABLE_VIDEO_LINKS)('cannot play %s, as the admin form refuses it', (_, link) => {
    expect(entry(link)).toMatchObject({ videoId: '', thumbnail: '' });
  });
});
