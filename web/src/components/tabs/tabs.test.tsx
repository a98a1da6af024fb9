import { render, screen } from '@testing-library/react';
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
});
