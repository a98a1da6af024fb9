import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Image, PLACEHOLDER_IMAGE } from './image';

const NEWS_SIZES = {
  width: 1200,
  height: 900,
  smaller: [{ url: '/uploads/small_news_1_ab12.jpg', width: 500, height: 375 }],
};

describe('Image', () => {
  it('offers the copies the CMS stored of an upload, declares its size and loads lazily', () => {
    render(
      <Image
        src="/uploads/news_1.jpg"
        storedSizes={NEWS_SIZES}
        alt="Stroke camp"
        width={480}
        height={360}
        sizes="360px"
      />,
    );
    const img = screen.getByRole('img', { name: 'Stroke camp' });
    expect(img).toHaveAttribute('src', '/uploads/news_1.jpg');
    expect(img).toHaveAttribute('srcset', '/uploads/small_news_1_ab12.jpg 500w, /uploads/news_1.jpg 1200w');
    expect(img).toHaveAttribute('sizes', '360px');
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '360');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('offers the original alone when the CMS stored no sizes: no copy is guessed from its name', () => {
    render(<Image src="/uploads/news_1.jpg" storedSizes={null} alt="Stroke camp" width={480} height={360} />);
    const img = screen.getByRole('img', { name: 'Stroke camp' });
    expect(img).toHaveAttribute('src', '/uploads/news_1.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('loads an above-the-fold picture at once with high priority', () => {
    render(<Image src="/uploads/banner.jpg" alt="Banner" width={1920} height={600} priority />);
    const img = screen.getByRole('img', { name: 'Banner' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('falls back from the stored copies to the plain file, to the next candidate, to the placeholder', () => {
    render(
      <Image
        src={['/uploads/photo.jpg', '/uploads/old.png']}
        storedSizes={{
          width: 800,
          height: 800,
          smaller: [{ url: '/uploads/small_photo.jpg', width: 500, height: 500 }],
        }}
        alt="Doctor"
        width={400}
        height={400}
      />,
    );
    const current = () => screen.getByRole('img', { name: 'Doctor' });
    expect(current()).toHaveAttribute('srcset', '/uploads/small_photo.jpg 500w, /uploads/photo.jpg 800w');
    fireEvent.error(current());
    expect(current()).toHaveAttribute('src', '/uploads/photo.jpg');
    expect(current()).not.toHaveAttribute('srcset');
    fireEvent.error(current());
    // The stored sizes are the first candidate's: the older picture is offered alone.
    expect(current()).toHaveAttribute('src', '/uploads/old.png');
    expect(current()).not.toHaveAttribute('srcset');
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
