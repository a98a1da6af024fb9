import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BEARER, captureWrites, imageFile, isFilePart, json, signIn, stubObjectUrls } from '../../../test/admin';
import { news } from '@hospital/test-support/site/fixtures';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';

describe('News', () => {
  it('lists news with en-IN dates, and shows loading, empty and error states', async () => {
    signIn();
    renderRoute('/admin/news');
    const row = (await screen.findByText(news[0].title)).closest('tr')!;
    expect(within(row).getByText('10/11/2026')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    signIn();
    server.use(http.get(`${API}/news/list/`, () => HttpResponse.json([])));
    renderRoute('/admin/news');
    expect(await screen.findByText('No news yet.')).toBeInTheDocument();
  });

  it('shows the error state with Try Again', async () => {
    signIn();
    server.use(http.get(`${API}/news/list/`, () => HttpResponse.error()));
    renderRoute('/admin/news');
    expect(await screen.findByText('Failed to load news.')).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(news[0].title)).toBeInTheDocument();
  });

  it("requires title, description and image: 'All fields are required'", async () => {
    signIn();
    const calls = captureWrites('post', '/news/create/', () => json(news[0], 201));
    renderRoute('/admin/news');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add News' }));
    await user.type(screen.getByLabelText('Title'), 'Title only');
    await user.type(screen.getByLabelText('Description'), 'And a description');
    await user.click(screen.getByRole('button', { name: 'Create News' }));
    expect(await screen.findByText('All fields are required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('creates news with a preview, the bearer token and the multipart fields', async () => {
    signIn();
    stubObjectUrls();
    const calls = captureWrites('post', '/news/create/', () => json(news[0], 201));
    renderRoute('/admin/news?new=1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), 'MRI open');
    await user.type(screen.getByLabelText('Description'), 'Around the clock.');
    await user.upload(screen.getByLabelText('Image'), imageFile('mri.png'));
    expect(screen.getByRole('img', { name: 'Preview of mri.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove mri.png' }));
    expect(screen.queryByRole('img', { name: 'Preview of mri.png' })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Image'), imageFile('mri2.png'));
    await user.click(screen.getByRole('button', { name: 'Create News' }));
    expect(await screen.findByText('News created successfully.')).toBeInTheDocument();
    expect(calls[0].authorization).toBe(BEARER);
    expect(calls[0].form?.get('title')).toBe('MRI open');
    expect(calls[0].form?.get('description')).toBe('Around the clock.');
    expect(isFilePart(calls[0].form?.get('image'))).toBe(true);
  });

  it("shows the server's refusal of the image next to the field and keeps the rest", async () => {
    signIn();
    stubObjectUrls();
    server.use(
      http.post(`${API}/news/create/`, () =>
        HttpResponse.json({ image: ['The file is not an accepted image type.'] }, { status: 400 }),
      ),
    );
    renderRoute('/admin/news?new=1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), 'Kept');
    await user.type(screen.getByLabelText('Description'), 'Kept too');
    await user.upload(screen.getByLabelText('Image'), imageFile('x.png'));
    await user.click(screen.getByRole('button', { name: 'Create News' }));
    const message = await screen.findByText('The file is not an accepted image type.');
    expect(screen.getByLabelText('Image').getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByLabelText('Title')).toHaveValue('Kept');
    expect(screen.getByLabelText('Description')).toHaveValue('Kept too');
  });

  it('does not take a file over 10 MB, and says so by the field', async () => {
    signIn();
    stubObjectUrls();
    renderRoute('/admin/news?new=1');
    const big = imageFile('huge.png', 'image/png', 10 * 1024 * 1024 + 1);
    await userEvent.setup().upload(await screen.findByLabelText('Image'), big);
    expect(screen.getByText('huge.png: larger than 10 MB, not added.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of huge.png' })).not.toBeInTheDocument();
  });

  it('asks before deleting, then deletes with the bearer token', async () => {
    signIn();
    const calls = captureWrites('delete', '/news/delete/:id/', () => new HttpResponse(null, { status: 204 }));
    renderRoute('/admin/news');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Delete ${news[1].title}` }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete news' });
    expect(dialog).toHaveTextContent(`Are you sure you want to delete "${news[1].title}"?`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: `Delete ${news[1].title}` }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('News deleted successfully.')).toBeInTheDocument();
    expect(calls[0].url.pathname).toMatch(/\/news\/delete\/1\/$/);
    expect(calls[0].authorization).toBe(BEARER);
  });
});
