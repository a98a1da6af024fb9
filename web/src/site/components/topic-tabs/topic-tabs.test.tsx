import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TopicTabs } from './topic-tabs';

const topics = [
  { id: 1, heading: 'Emergency', content: ['Open 24/7.', 'Stroke code.'], url: '/images/topics/emergency.svg' },
  { id: 2, heading: 'Pharmacy', content: ['Around the clock.'], url: '/images/topics/pharmacy.svg' },
];

describe('TopicTabs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('selects the first tab after the delay, then shows heading, clamped text, picture and action', () => {
    render(
      <TopicTabs
        label="Facilities"
        topics={topics}
        clampLines={10}
        selectDelayMs={100}
        renderAction={(topic) => <button type="button">Learn More about {topic.heading}</button>}
      />,
    );
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    const panel = screen.getByRole('tabpanel', { name: 'Emergency' });
    expect(screen.getByRole('heading', { level: 3, name: 'Emergency' })).toBeInTheDocument();
    const text = screen.getByText('Open 24/7. Stroke code.');
    expect(text).toHaveAttribute('data-clamp-lines', '10');
    expect(panel).toContainElement(screen.getByRole('img', { name: 'Emergency' }));
    expect(screen.getByRole('button', { name: 'Learn More about Emergency' })).toBeInTheDocument();
  });

  it('keeps the first topic in place before the selection, for the style sheet to show after the same delay', () => {
    const { container } = render(
      <TopicTabs label="Facilities" topics={topics} clampLines={10} selectDelayMs={100} renderAction={() => null} />,
    );
    // Served this way too: a phone shows it after 100 ms even before the app has started.
    const pending = container.querySelector<HTMLElement>('.tabs__panel--pending');
    expect(pending).toHaveClass('tabs__panel--pending');
    expect(pending?.style.getPropertyValue('--tabs-first-panel-delay')).toBe('100ms');
    expect(pending).toHaveTextContent('Open 24/7. Stroke code.');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    // The same element becomes the panel: nothing is drawn twice, nothing moves.
    const panel = screen.getByRole('tabpanel', { name: 'Emergency' });
    expect(panel).toBe(pending);
    expect(panel).not.toHaveClass('tabs__panel--pending');
  });

  it("shows 'No Image' in the panel when the picture is broken, as the detail pages do", () => {
    render(
      <TopicTabs label="Facilities" topics={topics} clampLines={10} selectDelayMs={100} renderAction={() => null} />,
    );
    act(() => {
      vi.advanceTimersByTime(100);
    });
    const panel = screen.getByRole('tabpanel', { name: 'Emergency' });
    fireEvent.error(screen.getByRole('img', { name: 'Emergency' }));
    const picture = screen.getByRole('img', { name: 'Emergency' });
    expect(panel).toContainElement(picture);
    expect(picture).toHaveTextContent('No Image');
    expect(picture).toHaveClass('topic-panel__image');
  });
});
