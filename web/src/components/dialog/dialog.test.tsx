import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, type DialogProps } from './dialog';

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Stroke care" {...props}>
        <a href="#first">First link</a>
        <button type="button">Last button</button>
      </Dialog>
    </>
  );
}

async function openDialog(props: Partial<DialogProps> = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Stroke care' }) };
}

describe('Dialog', () => {
  it('is a labelled modal dialog that moves focus inside when it opens', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'First link' }).parentElement).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'First link' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last button' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last button' })).toHaveFocus();
  });

  it('sends focus that leaves the dialog without a key event (an embedded player) back inside', async () => {
    await openDialog();
    const [before, after] = Array.from(document.querySelectorAll<HTMLElement>('.dialog__focus-guard'));
    after.focus();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    before.focus();
    expect(screen.getByRole('button', { name: 'Last button' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on the × button and on the backdrop, not on a click inside', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('heading', { name: 'Stroke care' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveTextContent('×');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('can be closable only with ×: Escape and the backdrop do nothing', async () => {
    const { user } = await openDialog({ closeOnEscape: false, closeOnBackdrop: false });
    await user.keyboard('{Escape}');
    fireEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('locks the page scroll while open when asked, and sets it back to auto', async () => {
    const { user } = await openDialog({ lockScroll: true });
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('auto');
  });

  it('shows the glyph it is given, or no corner button at all', async () => {
    const { user } = await openDialog({ closeGlyph: '✕' });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveTextContent('✕');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    render(
      <Dialog open onClose={() => undefined} title="Message" closeGlyph={null}>
        text
      </Dialog>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
