import { useId, type ReactNode } from 'react';
import '../../../components/dialog/dialog.css';
import './served-dialog.css';
import { useText } from '../../../lib/i18n';

export interface ServedDialogProps {
  /** The fragment a Learn More link names (`#about-full`): the style sheet shows the dialog when it is the address's target. */
  id: string;
  title: string;
  /** Where the close control leads: the part of the page the dialog was opened from. */
  closeHref: string;
  closeGlyph?: '×' | '✕';
  size?: 'medium' | 'large';
  /** Shown whatever the address's fragment: the page was asked for this item (`/blogs?post=3`). */
  open?: boolean;
  children: ReactNode;
}

/**
 * A dialog's content in the served HTML, for a visitor whose script has not run (or never will):
 * hidden until a link names it, then laid over the page as the script's dialog would be, closed by
 * a link back. Once the script runs, the page renders the real dialog (dialog.tsx) instead.
 */
export function ServedDialog({
  id,
  title,
  closeHref,
  closeGlyph = '×',
  size = 'medium',
  open = false,
  children,
}: ServedDialogProps) {
  const titleId = useId();
  const text = useText();
  return (
    <div id={id} className={`served-dialog dialog-backdrop${open ? ' served-dialog--open' : ''}`}>
      <section aria-labelledby={titleId} className={`dialog dialog--${size}`}>
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <a className="dialog__close served-dialog__close" href={closeHref} aria-label={text('dialog.close')}>
            {closeGlyph}
          </a>
        </div>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard scrolls long text, as in dialog.tsx */}
        <div className="dialog__body" tabIndex={0}>
          {children}
        </div>
      </section>
    </div>
  );
}
