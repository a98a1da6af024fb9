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
