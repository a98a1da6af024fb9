import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSiteContent } from '../../../test/render';
import { neurosurgery as neurosurgeryServices } from '@hospital/test-support/site/site-content-fixtures';
import { NeurosurgeryTabs } from './neurosurgery-tabs';

describe('neurosurgery', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has three tabs clamped to 10 lines; Learn More opens the full text, closed with ✕', () => {
    vi.useFakeTimers();
    renderWithSiteContent(<NeurosurgeryTabs />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Neurosurgery',
      'Neuro Trauma Care',
      'Spine Surgery',
    ]);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    const spine = neurosurgeryServices[2];
    fireEvent.click(screen.getByRole('tab', { name: 'Spine Surgery' }));
    const panel = screen.getByRole('tabpanel', { name: 'Spine Surgery' });
    expect(within(panel).getByText(spine.content.join(' '))).toHaveAttribute('data-clamp-lines', '10');

    fireEvent.click(within(panel).getByRole('button', { name: 'Learn More' }));
    const dialog = screen.getByRole('dialog', { name: 'Spine Surgery' });
    spine.content.forEach((paragraph) => expect(within(dialog).getByText(paragraph)).toBeInTheDocument());
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveTextContent('✕');

    // A CMS picture: its responsive variants fail, then the original file.
    fireEvent.error(within(dialog).getByRole('img', { name: 'Spine Surgery' }));
    fireEvent.error(within(dialog).getByRole('img', { name: 'Spine Surgery' }));
    expect(within(dialog).getByRole('img', { name: 'Spine Surgery' })).toHaveTextContent('No Image');

    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
