import '../../../test/match-media';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { content } from '@hospital/test-support/site/fixtures';
import { API } from '../../../test/handlers';
import { renderWithSwr } from '../../../test/render';
import { server } from '../../../test/server';
import { BlogsCarousel } from './blogs-carousel';
import { toBlogView } from './blog-view';

const blog = content.find((entry) => entry.type === 'blog')!;

describe('blogs', () => {
  it('map a content entry to the blog view', () => {
    expect(toBlogView(blog)).toEqual({
      id: blog.id,
      heading: blog.title,
      details: blog.description,
      more: blog.description,
      url: blog.image,
      alt: null,
      sizes: blog.image_sizes,
      published: blog.created_at,
      modified: blog.updated_at,
    });
    expect(toBlogView({ ...blog, image_alt: 'A neurologist reading an MRI' }).alt).toBe('A neurologist reading an MRI');
    expect(toBlogView({ ...blog, image: null }).url).toBe('');
  });

  it("show 'Latest Blogs' cards with image, title, description and 'Read More →', blogs only", async () => {
    server.use(http.get(`${API}/content/`, () => HttpResponse.json(content)));
    renderWithSwr(
      <MemoryRouter>
        <BlogsCarousel />
      </MemoryRouter>,
    );
    const region = await screen.findByRole('group', { name: 'Latest Blogs' });
    expect(await within(region).findByRole('heading', { name: blog.title })).toBeInTheDocument();
    expect(within(region).getByText(blog.description)).toBeInTheDocument();
    expect(within(region).getByRole('img', { name: blog.title })).toHaveAttribute('src', blog.image);
    expect(within(region).getAllByRole('button', { name: 'Read More →' })).toHaveLength(1);
  });

  it('open a dialog that locks the page scroll and closes only with ×', async () => {
    const user = userEvent.setup();
    renderWithSwr(
      <MemoryRouter>
        <BlogsCarousel />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Read More →' }));
    const dialog = screen.getByRole('dialog', { name: blog.title });
    expect(within(dialog).getByText(blog.description)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: blog.title })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    fireEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('auto');
    expect(screen.getByRole('button', { name: 'Read More →' })).toHaveFocus();
  });

  it("open the post named in the address (/blogs?post=ID) on arrival, and its title becomes the page's", async () => {
    renderWithSwr(
      <MemoryRouter initialEntries={[`/blogs?post=${blog.id}`]}>
        <BlogsCarousel />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('dialog', { name: blog.title })).toBeInTheDocument();
    expect(document.title).toBe(`${blog.title} | Neurosciences Hospital`);
  });

  it("log 'Error fetching blogs' on failure and show no cards", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API}/content/`, () => HttpResponse.json({ detail: 'down' }, { status: 500 })));
    renderWithSwr(
      <MemoryRouter>
        <BlogsCarousel />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Error fetching blogs', expect.anything()));
    expect(screen.getByRole('heading', { name: 'Latest Blogs' })).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
