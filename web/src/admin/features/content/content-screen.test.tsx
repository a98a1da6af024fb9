import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BEARER, captureWrites, imageFile, isFilePart, json, signIn, stubObjectUrls } from '../../../test/admin';
import { content } from '@hospital/test-support/site/fixtures';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';
import { PLAYABLE_VIDEO_LINKS, UNPLAYABLE_VIDEO_LINKS } from '@hospital/test-support/site/video-links';
import { CONTENT_MESSAGES, validateContent } from './content-form';

async function openForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add Content' }));
  return user;
}

describe('Content (Appreciation)', () => {
  it('lists blogs, videos and review videos and filters them by type', async () => {
    signIn();
    renderRoute('/admin/content');
    expect(await screen.findByText(content[0].title)).toBeInTheDocument();
    expect(screen.getByText(content[1].title)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Videos' }));
    expect(screen.getByRole('button', { name: 'Videos' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(content[0].title)).not.toBeInTheDocument();
    expect(screen.getByText(content[1].title)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review videos' }));
    expect(screen.getByText(content[2].title)).toBeInTheDocument();
  });

  it("requires title and description: 'Title and description are required.'", async () => {
    signIn();
    renderRoute('/admin/content');
    const user = await openForm();
    await user.type(screen.getByLabelText('Title'), 'Only a title');
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    expect(await screen.findByText('Title and description are required.')).toBeInTheDocument();
  });

  it("requires an image for a blog: 'Image is required for blog posts.'", async () => {
    signIn();
    const calls = captureWrites('post', '/content/', () => json(content[0], 201));
    renderRoute('/admin/content');
    const user = await openForm();
    await user.type(screen.getByLabelText('Title'), 'Stroke signs');
    await user.type(screen.getByLabelText('Description'), 'BE FAST');
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    expect(await screen.findByText('Image is required for blog posts.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it.each(['video', 'review_video'])(
    "requires a link for a %s: 'Link is required for videos and review videos.'",
    async (type) => {
      signIn();
      renderRoute('/admin/content');
      const user = await openForm();
      await user.selectOptions(screen.getByLabelText('Type'), type);
      expect(screen.queryByLabelText('Image')).not.toBeInTheDocument();
      await user.type(screen.getByLabelText('Title'), 'Tour');
      await user.type(screen.getByLabelText('Description'), 'Of the ICU');
      await user.click(screen.getByRole('button', { name: /^Create / }));
      expect(await screen.findByText('Link is required for videos and review videos.')).toBeInTheDocument();
    },
  );

  it('requires the link to be a URL with a video id', async () => {
    signIn();
    const calls = captureWrites('post', '/content/', () => json(content[1], 201));
    renderRoute('/admin/content?new=1');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Type'), 'video');
    await user.type(screen.getByLabelText('Title'), 'Tour');
    await user.type(screen.getByLabelText('Description'), 'Of the ICU');
    await user.type(screen.getByLabelText('Video link'), 'youtu.be/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Create Video' }));
    expect(await screen.findByText('The link must be a URL (starting with https://).')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Video link'));
    await user.type(screen.getByLabelText('Video link'), 'https://example.com/watch');
    await user.click(screen.getByRole('button', { name: 'Create Video' }));
    expect(await screen.findByText(/must be a video link with an 11-character id/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it.each(PLAYABLE_VIDEO_LINKS)('accepts %s, a link the public player plays', (link) => {
    expect(validateContent('video', 'Title', 'Description', [], link)).toBeNull();
    expect(validateContent('review_video', 'Title', 'Description', [], link)).toBeNull();
  });

  it.each(UNPLAYABLE_VIDEO_LINKS)('refuses %s, which the public player cannot play', (_, link) => {
    const message = validateContent('video', 'Title', 'Description', [], link);
    expect([CONTENT_MESSAGES.linkRequired, CONTENT_MESSAGES.linkNotUrl, CONTENT_MESSAGES.linkNoVideoId]).toContain(
      message,
    );
  });

  it('creates a video with the bearer token and the link (no image)', async () => {
    signIn();
    const calls = captureWrites('post', '/content/', () => json(content[1], 201));
    renderRoute('/admin/content?new=1');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Type'), 'review_video');
    await user.type(screen.getByLabelText('Title'), 'Recovery');
    await user.type(screen.getByLabelText('Description'), 'Back at work');
    await user.type(screen.getByLabelText('Video link'), 'https://www.youtube.com/watch?v=9bZkp7q19f0');
    await user.click(screen.getByRole('button', { name: 'Create Review video' }));
    expect(await screen.findByText('Content created successfully.')).toBeInTheDocument();
    const form = calls[0].form!;
    expect(calls[0].authorization).toBe(BEARER);
    expect(form.get('type')).toBe('review_video');
    expect(form.get('title')).toBe('Recovery');
    expect(form.get('description')).toBe('Back at work');
    expect(form.get('link')).toBe('https://www.youtube.com/watch?v=9bZkp7q19f0');
    expect(form.has('image')).toBe(false);
  });

  it('creates a blog with the bearer token and the image', async () => {
    signIn();
    stubObjectUrls();
    const calls = captureWrites('post', '/content/', () => json(content[0], 201));
    renderRoute('/admin/content?new=1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), 'Stroke signs');
    await user.type(screen.getByLabelText('Description'), 'BE FAST');
    await user.upload(screen.getByLabelText('Image'), imageFile('blog.png'));
    await user.click(screen.getByRole('button', { name: 'Create Blog' }));
    expect(await screen.findByText('Content created successfully.')).toBeInTheDocument();
    expect(calls[0].authorization).toBe(BEARER);
    expect(calls[0].form?.get('type')).toBe('blog');
    expect(isFilePart(calls[0].form?.get('image'))).toBe(true);
    expect(calls[0].form?.has('link')).toBe(false);
  });

  it('shows the server field error for the link next to it', async () => {
    signIn();
    server.use(
      http.post(`${API}/content/`, () => HttpResponse.json({ link: ['Enter a valid URL.'] }, { status: 400 })),
    );
    renderRoute('/admin/content?new=1');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Type'), 'video');
    await user.type(screen.getByLabelText('Title'), 'T');
    await user.type(screen.getByLabelText('Description'), 'D');
    await user.type(screen.getByLabelText('Video link'), 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(screen.getByRole('button', { name: 'Create Video' }));
    const message = await screen.findByText('Enter a valid URL.');
    expect(screen.getByLabelText('Video link').getAttribute('aria-describedby')).toContain(message.id);
  });

  it('asks before deleting, then deletes with the bearer token', async () => {
    signIn();
    const calls = captureWrites('delete', '/content/:id/delete/', () => new HttpResponse(null, { status: 204 }));
    renderRoute('/admin/content');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Delete ${content[1].title}` }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete content' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Content deleted successfully.')).toBeInTheDocument();
    expect(calls[0].url.pathname).toMatch(/\/content\/2\/delete\/$/);
    expect(calls[0].authorization).toBe(BEARER);
  });
});
