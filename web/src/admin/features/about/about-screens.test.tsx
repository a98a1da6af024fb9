import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BEARER, captureWrites, imageFile, isFilePart, json, signIn, stubObjectUrls } from '../../../test/admin';
import { about, homeAbout } from '@hospital/test-support/site/fixtures';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';

async function save() {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
}

describe('About', () => {
  it('starts from the stored text and requires title, description and a new image', async () => {
    signIn();
    const calls = captureWrites('post', '/about/', () => json({ status: true, data: about, message: 'ok' }));
    renderRoute('/admin/about');
    expect(await screen.findByLabelText('Title')).toHaveValue(about.title);
    expect(screen.getByLabelText('Description')).toHaveValue(about.description);
    await save();
    expect(await screen.findByText('Please fill all fields and select an image.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("saves with the bearer token: 'About updated successfully!'", async () => {
    signIn();
    stubObjectUrls();
    const calls = captureWrites('post', '/about/', () =>
      json({ status: true, data: about, message: 'About updated successfully' }),
    );
    renderRoute('/admin/about');
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'New title');
    await user.upload(screen.getByLabelText('Image'), imageFile('about.png'));
    expect(screen.getByRole('img', { name: 'Preview of about.png' })).toBeInTheDocument();
    await save();
    const message = await screen.findByText('About updated successfully!');
    expect(message.closest('[role="alert"]')).toHaveFocus();
    expect(calls[0].authorization).toBe(BEARER);
    expect(calls[0].form?.get('title')).toBe('New title');
    expect(calls[0].form?.get('description')).toBe(about.description);
    expect(isFilePart(calls[0].form?.get('image'))).toBe(true);
  });

  it("shows 'Error: ' plus the message when the server answers status false", async () => {
    signIn();
    stubObjectUrls();
    server.use(
      http.post(`${API}/about/`, () => HttpResponse.json({ status: false, data: null, message: 'Title too long' })),
    );
    renderRoute('/admin/about');
    await userEvent.setup().upload(await screen.findByLabelText('Image'), imageFile());
    await save();
    expect(await screen.findByText('Error: Title too long')).toBeInTheDocument();
  });

  it.each([
    ['a network error', () => HttpResponse.error()],
    ['a refused save', () => HttpResponse.json({ detail: 'Nope' }, { status: 403 })],
  ])("shows 'Something went wrong while saving About.' on %s", async (_case, response) => {
    signIn();
    stubObjectUrls();
    server.use(http.post(`${API}/about/`, response));
    renderRoute('/admin/about');
    await userEvent.setup().upload(await screen.findByLabelText('Image'), imageFile());
    await save();
    expect(await screen.findByText('Something went wrong while saving About.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue(about.title);
  });

  it("shows a refused image's message next to the field, keeping the text", async () => {
    signIn();
    stubObjectUrls();
    server.use(
      http.post(`${API}/about/`, () =>
        HttpResponse.json({ image: ['Only JPEG, PNG, WebP, GIF or AVIF images are accepted.'] }, { status: 400 }),
      ),
    );
    renderRoute('/admin/about');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), ' (edited)');
    await user.upload(screen.getByLabelText('Image'), imageFile('notes.png'));
    await save();
    const message = await screen.findByText('Only JPEG, PNG, WebP, GIF or AVIF images are accepted.');
    expect(screen.getByLabelText('Image').getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByLabelText('Title')).toHaveValue(`${about.title} (edited)`);
    expect(screen.queryByText('Something went wrong while saving About.')).not.toBeInTheDocument();
  });
});

describe('Home about', () => {
  it("requires title and description: 'Please fill all fields.'", async () => {
    signIn();
    const calls = captureWrites('post', '/homeabout/', () => json({ status: true, data: homeAbout, message: 'ok' }));
    renderRoute('/admin/about_homepage');
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Description'));
    await save();
    expect(await screen.findByText('Please fill all fields.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('saves without a new image, with the bearer token', async () => {
    signIn();
    const calls = captureWrites('post', '/homeabout/', () => json({ status: true, data: homeAbout, message: 'ok' }));
    renderRoute('/admin/about_homepage');
    expect(await screen.findByLabelText('Title')).toHaveValue(homeAbout.title);
    expect(screen.getByLabelText('Image')).not.toBeRequired();
    await save();
    expect(await screen.findByText('Home About updated successfully!')).toBeInTheDocument();
    expect(calls[0].authorization).toBe(BEARER);
    expect(calls[0].form?.has('image')).toBe(false);
    expect(calls[0].form?.get('title')).toBe(homeAbout.title);
  });

  it('starts empty when nothing is stored yet', async () => {
    signIn();
    server.use(http.get(`${API}/homeabout/`, () => HttpResponse.json({ status: false, data: null })));
    renderRoute('/admin/about_homepage');
    expect(await screen.findByLabelText('Title')).toHaveValue('');
  });
});
