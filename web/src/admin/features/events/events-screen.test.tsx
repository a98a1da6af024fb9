import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BEARER, captureWrites, imageFile, isFilePart, json, signIn, stubObjectUrls } from '../../../test/admin';
import { events } from '@hospital/test-support/site/fixtures';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';

const photos = (n: number) => Array.from({ length: n }, (_, i) => imageFile(`extra-${i + 1}.png`));

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Title'), 'Walkathon');
  await user.type(screen.getByLabelText('Description'), 'For epilepsy awareness.');
  await user.upload(screen.getByLabelText('Main image'), imageFile('main.png'));
}

describe('Events', () => {
  it('lists events with their gallery size', async () => {
    signIn();
    renderRoute('/admin/events');
    const row = (await screen.findByText(events[0].title)).closest('tr')!;
    expect(within(row).getByText('2 extra images')).toBeInTheDocument();
    expect(within(row).getByText('5/11/2026')).toBeInTheDocument();
  });

  it("requires title, description and main image: 'Title, description, and main image are required.'", async () => {
    signIn();
    const calls = captureWrites('post', '/events/create/', () => json(events[0], 201));
    renderRoute('/admin/events?new=1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), 'No image');
    await user.type(screen.getByLabelText('Description'), 'Described');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Title, description, and main image are required.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('labels extra images max 10 and refuses an 11th with a clear message', async () => {
    signIn();
    stubObjectUrls();
    const calls = captureWrites('post', '/events/create/', () => json(events[0], 201));
    renderRoute('/admin/events?new=1');
    const user = userEvent.setup();
    await fillRequired(user);
    const extra = screen.getByLabelText('Extra images (max 10)');
    await user.upload(extra, photos(8));
    await user.upload(extra, [imageFile('extra-9.png'), imageFile('extra-10.png'), imageFile('extra-11.png')]);
    expect(screen.getByText('You can upload at most 10 extra images. Remove some and try again.')).toBeInTheDocument();
    expect(extra).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Too many extra images: nothing was sent.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove extra-11.png' }));
    expect(screen.queryByText(/at most 10 extra images/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event created successfully.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].form?.getAll('extra_images')).toHaveLength(10);
  });

  it('creates an event with the bearer token, main_image and repeated extra_images', async () => {
    signIn();
    stubObjectUrls();
    const calls = captureWrites('post', '/events/create/', () => json(events[0], 201));
    renderRoute('/admin/events?new=1');
    const user = userEvent.setup();
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Extra images (max 10)'), photos(2));
    expect(screen.getByRole('img', { name: 'Preview of extra-2.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event created successfully.')).toBeInTheDocument();
    const form = calls[0].form!;
    expect(calls[0].authorization).toBe(BEARER);
    expect(form.get('title')).toBe('Walkathon');
    expect(form.get('description')).toBe('For epilepsy awareness.');
    expect(isFilePart(form.get('main_image'))).toBe(true);
    expect(form.getAll('extra_images')).toHaveLength(2);
  });

  it("shows the server's refusal of an extra image next to that field", async () => {
    signIn();
    stubObjectUrls();
    server.use(
      http.post(`${API}/events/create/`, () =>
        HttpResponse.json({ extra_images: ['extra-1.png is not an image.'] }, { status: 400 }),
      ),
    );
    renderRoute('/admin/events?new=1');
    const user = userEvent.setup();
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Extra images (max 10)'), photos(1));
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    const message = await screen.findByText('extra-1.png is not an image.');
    expect(screen.getByLabelText('Extra images (max 10)').getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByLabelText('Title')).toHaveValue('Walkathon');
  });

  it('asks before deleting, then deletes with the bearer token', async () => {
    signIn();
    const calls = captureWrites('delete', '/events/delete/:id/', () => new HttpResponse(null, { status: 204 }));
    renderRoute('/admin/events');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Delete ${events[0].title}` }));
    expect(screen.getByRole('alertdialog', { name: 'Delete event' })).toHaveTextContent(
      'Are you sure you want to delete',
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Event deleted successfully.')).toBeInTheDocument();
    expect(calls[0].url.pathname).toMatch(/\/events\/delete\/1\/$/);
    expect(calls[0].authorization).toBe(BEARER);
  });
});
