import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Image, PLACEHOLDER_IMAGE } from './image';

describe('Image', () => {
  it('offers the responsive variants of an upload, declares its size and loads lazily', () => {
    render(<Image src="/uploads/news_1.jpg" alt="Stroke camp" width={480} height={360} sizes="360px" />);
    const img = screen.getByRole('img', { name: 'Stroke camp' });
    expect(img).toHaveAttribute('src', '/uploads/news_1.jpg');
    expect(img.getAttribute('srcset')).toContain('/uploads/medium_news_1.jpg 750w');
    expect(img).toHaveAttribute('sizes', '360px');
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '360');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('loads an above-the-fold picture at once with high priority', () => {
    render(<Image src="/uploads/banner.jpg" alt="Banner" width={1920} height={600} priority />);
    const img = screen.getByRole('img', { name: 'Banner' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('falls back from the variants to the plain file, to the next candidate, to the placeholder', () => {
    render(<Image src={['/uploads/photo.jpg', '/uploads/old.png']} alt="Doctor" width={400} height={400} />);
    const current = () => screen.getByRole('img', { name: 'Doctor' });
    expect(current()).toHaveAttribute('srcset');
    fireEvent.error(current());
    expect(current()).toHaveAttribute('src', '/uploads/photo.jpg');
    expect(current()).not.toHaveAttribute('srcset');
    fireEvent.error(current());
    expect(current().getAttribute('srcset')).toContain('small_old.png');
    fireEvent.error(current());
    fireEvent.error(current());
    expect(current()).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it("shows 'No Image' where the view asks for a text placeholder", () => {
    render(<Image src="/images/topics/stroke.svg" alt="Stroke Unit" width={800} height={600} fallback="text" />);
    fireEvent.error(screen.getByRole('img', { name: 'Stroke Unit' }));
    expect(screen.getByRole('img', { name: 'Stroke Unit' })).toHaveTextContent('No Image');
  });

  it('goes straight to the placeholder when there is no picture at all', () => {
    render(
      <Image
        src={[null, undefined, '']}
        alt="Nobody"
        width={400}
        height={400}
        placeholder="/images/doctor-placeholder.svg"
      />,
    );
    expect(screen.getByRole('img', { name: 'Nobody' })).toHaveAttribute('src', '/images/doctor-placeholder.svg');
  });

  it("shows 'No Image' for a picture that broke in the served HTML, before the app listened for its error", async () => {
    // As the browser reports a finished image with no pixels that cannot be decoded.
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    HTMLImageElement.prototype.decode = vi.fn(() => Promise.reject(new DOMException('broken', 'EncodingError')));
    try {
      render(<Image src="/images/topics/stroke.svg" alt="Stroke Unit" width={800} height={600} fallback="text" />);
      await waitFor(() => expect(screen.getByRole('img', { name: 'Stroke Unit' })).toHaveTextContent('No Image'));
    } finally {
      vi.restoreAllMocks();
      delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
    }
  });

  it('keeps a finished picture that decodes, even without a natural width of its own (an SVG)', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    const decode = vi.fn(() => Promise.resolve());
    HTMLImageElement.prototype.decode = decode;
    try {
      render(<Image src="/images/topics/stroke.svg" alt="Stroke Unit" width={800} height={600} fallback="text" />);
      await waitFor(() => expect(decode).toHaveBeenCalled());
      await Promise.resolve();
      expect(screen.getByRole('img', { name: 'Stroke Unit' })).toHaveAttribute('src', '/images/topics/stroke.svg');
    } finally {
      vi.restoreAllMocks();
      delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
    }
  });
});
