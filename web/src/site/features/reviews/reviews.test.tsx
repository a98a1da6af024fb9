import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSiteContent } from '../../../test/render';
import { reviews } from '@hospital/test-support/site/site-content-fixtures';
import { ReviewsCarousel } from './reviews-carousel';

describe('reviews', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are five, each with a name, position, feedback and picture', () => {
    expect(reviews).toHaveLength(5);
    reviews.forEach((review) => {
      expect(review.name && review.position && review.feedback && review.image).toBeTruthy();
    });
  });

  it('draw the 96 px photo from a copy near its size, not a phone-wide one', () => {
    renderWithSiteContent(<ReviewsCarousel />);
    const photo = screen.getByRole('img', { name: new RegExp(reviews[0].name) });
    expect(photo).toHaveAttribute('sizes', '96px');
    // The thumbnail the CMS stored is offered at its real width: with sizes="100vw", a 375 px phone fetched the original.
    expect(photo.getAttribute('srcset')).toBe('/uploads/thumbnail_review-1.jpg 156w, /uploads/review-1.jpg 400w');
  });

  it('advance every 3 s and wrap around', () => {
    renderWithSiteContent(<ReviewsCarousel />);
    expect(screen.getByText(reviews[0].name)).toBeInTheDocument();
    expect(screen.getByText(reviews[0].position)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByText(reviews[1].name)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(3000 * 3);
    });
    expect(screen.getByText(reviews[4].name)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByText(reviews[0].name)).toBeInTheDocument();
  });

  it('can be paused, and a dot shows a chosen review', () => {
    renderWithSiteContent(<ReviewsCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause reviews' }));
    act(() => {
      vi.advanceTimersByTime(9000);
    });
    expect(screen.getByText(reviews[0].name)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: `Review 3 of 5: ${reviews[2].name}` }));
    expect(screen.getByText(reviews[2].feedback, { exact: false })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Play reviews' }));
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByText(reviews[3].name)).toBeInTheDocument();
  });
});
