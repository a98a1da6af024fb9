import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BEARER, captureWrites, imageFile, isFilePart, json, signIn, stubObjectUrls } from '../../../test/admin';
import { banners } from '@hospital/test-support/site/fixtures';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';

const noBanner = () => server.use(http.get(`${API}/banners/`, () => HttpResponse.json([])));
const saved = (request: Request) =>
  request
    .formData()
    .then((form) =>
      json({ ...banners[0], main_heading: form.get('main_heading'), sub_heading: form.get('sub_heading') }, 201),
    );

describe('Banner', () => {
  it('create mode: no banner yet, the image is required, 1920x600 is recommended', async () => {
    signIn();
    stubObjectUrls();
    noBanner();
    const calls = captureWrites('post', '/banners/', saved);
    renderRoute('/admin/banner');
    const form = await screen.findByRole('form', { name: 'Create Banner' });
    expect(screen.getByText('No banner yet: create one below.')).toBeInTheDocument();
    expect(within(form).getByText(/Recommended size: 1920x600/)).toBeInTheDocument();
    const user = userEvent.setup();

    await user.click(within(form).getByRole('button', { name: 'Create Banner' }));
    expect(await within(form).findByText('Main heading and sub heading are required.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Main heading'), 'Care that never sleeps');
    await user.type(within(form).getByLabelText('Sub heading'), '24x7 neuro critical care');
    await user.click(within(form).getByRole('button', { name: 'Create Banner' }));
    expect(await within(form).findByText('Please choose a banner image.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.upload(within(form).getByLabelText('Banner image'), imageFile('hero.jpg', 'image/jpeg'));
    expect(within(form).getByRole('img', { name: 'Preview of hero.jpg' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Create Banner' }));
    expect(await screen.findByText('Banner created successfully.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].authorization).toBe(BEARER);
    expect(calls[0].form?.get('main_heading')).toBe('Care that never sleeps');
    expect(calls[0].form?.get('sub_heading')).toBe('24x7 neuro critical care');
    expect(isFilePart(calls[0].form?.get('banner_image'))).toBe(true);
  });

  it('update mode: prefilled, a new image is optional', async () => {
    signIn();
    const calls = captureWrites('post', '/banners/', saved);
    renderRoute('/admin/banner');
    expect(await screen.findByRole('img', { name: `Banner: ${banners[0].main_heading}` })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Banner' }));
    const form = screen.getByRole('form', { name: 'Update Banner' });
    expect(within(form).getByLabelText('Main heading')).toHaveValue(banners[0].main_heading);
    expect(within(form).getByLabelText('Sub heading')).toHaveValue(banners[0].sub_heading);
    expect(within(form).getByLabelText('Banner image')).not.toBeRequired();
    expect(within(form).getByRole('img', { name: 'Current banner image' })).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Sub heading'));
    await user.click(within(form).getByRole('button', { name: 'Update Banner' }));
    expect(await within(form).findByText('Main heading and sub heading are required.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Sub heading'), 'New sub heading');
    await user.click(within(form).getByRole('button', { name: 'Update Banner' }));
    expect(await screen.findByText('Banner updated successfully.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].authorization).toBe(BEARER);
    expect(calls[0].form?.get('sub_heading')).toBe('New sub heading');
    expect(calls[0].form?.has('banner_image')).toBe(false);
  });

  it('replace mode: starts empty and requires a new image', async () => {
    signIn();
    stubObjectUrls();
    const calls = captureWrites('post', '/banners/', saved);
    renderRoute('/admin/banner');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Replace Banner' }));
    const form = screen.getByRole('form', { name: 'Replace Banner' });
    expect(within(form).getByLabelText('Main heading')).toHaveValue('');
    await user.type(within(form).getByLabelText('Main heading'), 'Replaced');
    await user.type(within(form).getByLabelText('Sub heading'), 'Replaced too');
    await user.click(within(form).getByRole('button', { name: 'Replace Banner' }));
    expect(await within(form).findByText('Please choose a banner image.')).toBeInTheDocument();
    await user.upload(within(form).getByLabelText('Banner image'), imageFile('new.webp', 'image/webp'));
    await user.click(within(form).getByRole('button', { name: 'Replace Banner' }));
    expect(await screen.findByText('Banner replaced successfully.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(isFilePart(calls[0].form?.get('banner_image'))).toBe(true);
  });

  it('shows the upload progress bar and disables the button while sending', async () => {
    signIn();
    stubObjectUrls();
    let resolve: () => void = () => {};
    const hold = new Promise<void>((r) => (resolve = r));
    captureWrites('post', '/banners/', async (request) => {
      await hold;
      return saved(request);
    });
    renderRoute('/admin/banner');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Replace Banner' }));
    await user.type(screen.getByLabelText('Main heading'), 'A');
    await user.type(screen.getByLabelText('Sub heading'), 'B');
    await user.upload(screen.getByLabelText('Banner image'), imageFile());
    await user.click(screen.getByRole('button', { name: 'Replace Banner' }));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    resolve();
    expect(await screen.findByText('Banner replaced successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a file next to the image field and keeps the headings", async () => {
    signIn();
    stubObjectUrls();
    server.use(
      http.post(`${API}/banners/`, () =>
        HttpResponse.json({ detail: 'File too large: at most 10 MB.' }, { status: 413 }),
      ),
    );
    renderRoute('/admin/banner');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Replace Banner' }));
    await user.type(screen.getByLabelText('Main heading'), 'Kept heading');
    await user.type(screen.getByLabelText('Sub heading'), 'Kept sub');
    await user.upload(screen.getByLabelText('Banner image'), imageFile('big.png'));
    await user.click(screen.getByRole('button', { name: 'Replace Banner' }));
    const message = await screen.findByText('File too large: at most 10 MB.');
    expect(screen.getByLabelText('Banner image').getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByLabelText('Main heading')).toHaveValue('Kept heading');
    expect(screen.getByLabelText('Sub heading')).toHaveValue('Kept sub');
  });

  it('asks before deleting the banner, then deletes it with the bearer token', async () => {
    signIn();
    const calls = captureWrites('delete', '/banners/:id/delete/', () => new HttpResponse(null, { status: 204 }));
    renderRoute('/admin/banner');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Banner' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete banner' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this banner?');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);

    server.use(http.get(`${API}/banners/`, () => HttpResponse.json([])));
    await user.click(screen.getByRole('button', { name: 'Delete Banner' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Banner deleted successfully.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].url.pathname).toMatch(/\/banners\/1\/delete\/$/);
    expect(calls[0].authorization).toBe(BEARER);
    await waitFor(() => expect(screen.getByRole('form', { name: 'Create Banner' })).toBeInTheDocument());
  });
});
