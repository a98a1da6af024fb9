import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, renderWithSiteContent } from '../../../test/render';
import { divisions } from '@hospital/test-support/site/site-content-fixtures';
import { DivisionTabs } from './division-tabs';

const NAMES = [
  'Stroke Unit',
  'Epilepsy Unit',
  'Movement Disorders Unit',
  'Neuroimmunology Unit',
  'Neuromuscular Disorders Unit',
  'Pain Medicine Division',
  'Neuro Infection Unit',
  'Dementia and Cognitive Disorders',
  'Pediatric Neurology',
];

describe('neurology divisions', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are nine tabs; the first is selected after 100 ms, clamped to 12 lines, Learn More to /division/{id}', () => {
    vi.useFakeTimers();
    renderWithSiteContent(
      <MemoryRouter>
        <DivisionTabs />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(NAMES);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    const panel = screen.getByRole('tabpanel', { name: 'Stroke Unit' });
    expect(within(panel).getByText(divisions[0].content.join(' '))).toHaveAttribute('data-clamp-lines', '12');
    expect(within(panel).getByRole('link', { name: 'Learn More about Stroke Unit' })).toHaveAttribute(
      'href',
      '/division/1',
    );
  });

  it('have a page with the gallery row', async () => {
    renderRoute('/division/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stroke Unit' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'More From This Division' })).toBeInTheDocument();
  });

  it("keep an unknown id on 'Loading division details...'", async () => {
    renderRoute('/division/abc');
    expect(await screen.findByText('Loading division details...')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading division details...');
  });
});
