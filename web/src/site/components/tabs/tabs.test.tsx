import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const items = [
  { id: 'a', label: 'Stroke Unit' },
  { id: 'b', label: 'Epilepsy Unit' },
  { id: 'c', label: 'Pediatric Neurology' },
];

function Harness({ initial = null }: { initial?: string | null }) {
  const [selected, setSelected] = useState<string | null>(initial);
  return (
    <Tabs label="Divisions" items={items} selectedId={selected} onSelect={setSelected}>
      {(id) => <p>Panel {id}</p>}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows no panel until a tab is selected, and keeps one tab stop', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Divisions' })).toBeInTheDocument();
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('moves and selects with the arrow keys, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<Harness initial="a" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Stroke Unit' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Epilepsy Unit' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Epilepsy Unit' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Epilepsy Unit' })).toHaveTextContent('Panel b');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Pediatric Neurology' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Stroke Unit' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Pediatric Neurology' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Stroke Unit' })).toHaveFocus();
    // Tab leaves the list for the panel.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('selects on click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Pediatric Neurology' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel c');
  });

  it('serves links to every panel, showing the first, so each is reached without the script', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Harness />);
    const links = within(container).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Stroke Unit', '#divisions-a'],
      ['Epilepsy Unit', '#divisions-b'],
      ['Pediatric Neurology', '#divisions-c'],
    ]);
    expect(links.map((link) => container.querySelector(link.getAttribute('href') ?? '')?.textContent)).toEqual([
      'Panel a',
      'Panel b',
      'Panel c',
    ]);
    expect(within(container).queryByRole('tab')).not.toBeInTheDocument();
  });

  it('enhances the served links and panels in place: the same elements become the tabs and their panels', async () => {
    const page = document.body.appendChild(document.createElement('div'));
    page.innerHTML = renderToString(<Harness />);
    const servedLinks = within(page).getAllByRole('link');
    const servedPanel = page.querySelector('#divisions-b');
    try {
      await act(async () => {
        hydrateRoot(page, <Harness />);
      });
      const tabs = await within(page).findAllByRole('tab');
      expect(tabs).toHaveLength(3);
      tabs.forEach((tab, index) => expect(tab).toBe(servedLinks[index]));
      await userEvent.click(tabs[1]);
      expect(within(page).getByRole('tabpanel', { name: 'Epilepsy Unit' })).toBe(servedPanel);
      // The others are hidden, not gone: each link still names a panel of the page.
      expect(page.querySelector('#divisions-a')).toHaveAttribute('hidden');
      expect(page.querySelector('#divisions-c')).toHaveAttribute('hidden');
    } finally {
      page.remove();
    }
  });

  it('keeps the panel a visitor opened before the script ran selected once it runs', async () => {
    const page = document.body.appendChild(document.createElement('div'));
    page.innerHTML = renderToString(<Harness />);
    window.location.hash = '#divisions-c';
    try {
      await act(async () => {
        hydrateRoot(page, <Harness />);
      });
      const tab = await within(page).findByRole('tab', { name: 'Pediatric Neurology' });
      expect(tab).toHaveAttribute('aria-selected', 'true');
      expect(within(page).getByRole('tabpanel')).toHaveTextContent('Panel c');
    } finally {
      window.location.hash = '';
      page.remove();
    }
  });
});
