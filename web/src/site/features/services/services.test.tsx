import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { services } from '@hospital/test-support/site/fixtures';
import { API } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';

const [rehab] = services;

describe('services', () => {
  it('are listed with links to their pages', async () => {
    renderRoute('/services');
    // The file's first render also waits for the lazy route modules to be transformed (slow on a busy machine).
    expect(
      await screen.findByRole('heading', { level: 2, name: rehab.heading }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Learn More about ${rehab.heading} →` })).toHaveAttribute(
      'href',
      `/services/${rehab.id}`,
    );
  });

  it("have a page with heading, picture, content and 'More From This Service'", async () => {
    renderRoute(`/services/${rehab.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: rehab.heading })).toBeInTheDocument();
    expect(screen.getByText(rehab.content)).toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: 'More From This Service' });
    expect(within(gallery).getAllByRole('img')).toHaveLength(2);
    // The gallery's pictures offer the copies the CMS stored of each, by position.
    expect(within(gallery).getAllByRole('img')[1].getAttribute('srcset')).toBe(
      '/uploads/thumbnail_service_1_b.jpg 208w, /uploads/small_service_1_b.jpg 500w, ' +
        '/uploads/medium_service_1_b.jpg 750w, /uploads/service_1_b.jpg 800w',
    );
    fireEvent.error(screen.getByRole('img', { name: rehab.heading }));
    fireEvent.error(screen.getByRole('img', { name: rehab.heading }));
    expect(screen.getByRole('img', { name: rehab.heading })).toHaveTextContent('No Image');
  });

  it("show 'Loading service details...' for an id that is not in the list", async () => {
    renderRoute('/services/42');
    expect(await screen.findByText('Loading service details...')).toBeInTheDocument();
  });

  it("log 'Error loading service details' when the list cannot be loaded", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API}/public/api/newservices.php`, () => HttpResponse.error()));
    renderRoute(`/services/${rehab.id}`);
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Error loading service details', expect.anything()));
    expect(screen.getByText('Loading service details...')).toBeInTheDocument();
  });
});
