import type { ReactNode } from 'react';
import { Dialog } from './dialog';

/**
 * A blog, news item or event read in full. As specified these close only with ×, and the page
 * behind them does not scroll while they are open.
 */
export function ReadingDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size="large"
      closeOnEscape={false}
      closeOnBackdrop={false}
      lockScroll
    >
      {children}
    </Dialog>
  );
}
