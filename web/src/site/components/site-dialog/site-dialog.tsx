import { useId, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import '../../../components/dialog/dialog.css';
import './site-dialog.css';
import { useModal } from '../../../components/dialog/use-modal';
import { useText } from '../../../lib/i18n';
import { useEnhanced } from '../../../lib/use-enhanced';

export interface SiteDialogProps {
  /** The fragment a Learn More link names (`#about-full`): served, the style sheet shows the dialog when it is the address's target. */
  id: string;
  title: string;
  /** Open as the app's modal (once the script runs). */
  open: boolean;
  onClose: () => void;
  /** Shown in the served page whatever the address's fragment: the page was asked for this item (`/blogs?post=3`). */
  servedOpen?: boolean;
  /** Where the served close link leads: the part of the page the dialog was opened from. */
  closeHref: string;
  closeGlyph?: '×' | '✕';
  /** The content has its own Close button once the script runs (a director's message): the corner link is served only. */
  closeInContent?: boolean;
  /** Escape closes the modal. Off for the dialogs the specification closes "only via ×". */
  closeOnEscape?: boolean;
  /** A click on the dimmed backdrop closes the modal. */
  closeOnBackdrop?: boolean;
  /** The page behind the open modal does not scroll. */
  lockScroll?: boolean;
  size?: 'medium' | 'large';
  className?: string;
  children: ReactNode;
}

/**
 * A dialog of the public site as GOV.UK enhances its controls: one `<dialog>` element, in place in
 * the page. Served (before the script runs, or without it), it is hidden until a link names it (or
 * the page was asked for its item), then laid over the page by the style sheet and closed by a link
 * back. The script turns the same element into the modal (useModal) that it opens and closes, and
 * keeps in the page, hidden, while closed; the close link becomes its close button.
 */
export function SiteDialog({
  id,
  title,
  open,
  onClose,
  servedOpen = false,
  closeHref,
  closeGlyph = '×',
  closeInContent = false,
  closeOnEscape = true,
  closeOnBackdrop = true,
  lockScroll = false,
  size = 'medium',
  className,
  children,
}: SiteDialogProps) {
  const enhanced = useEnhanced();
  const titleId = useId();
  const text = useText();
  const modal = useModal({ open: enhanced && open, onClose, closeOnEscape, closeOnBackdrop, lockScroll });
  const shown = enhanced && open;

  // Served, the `open` attribute shows the dialog; enhanced, only showModal() opens it, so the
  // attribute is left to the browser.
  const served = !enhanced && {
    open: servedOpen || undefined,
    className: `dialog-layer dialog-backdrop served-dialog${servedOpen ? ' served-dialog--open' : ''}`,
  };
  const modalLayer = enhanced && {
    className: 'dialog-layer dialog-backdrop',
    'aria-modal': true,
    ...modal.backdrop,
  };
  const closeButton = enhanced && {
    role: 'button',
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      onClose();
    },
    // Space presses a button; Enter already follows (clicks) the link.
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      onClose();
    },
  };

  return (
    <dialog
      ref={modal.dialogRef}
      id={id}
      aria-labelledby={titleId}
      data-testid={shown ? 'dialog-backdrop' : undefined}
      {...served}
      {...modalLayer}
    >
      {shown && modal.guard('last')}
      <div
        ref={modal.panelRef}
        tabIndex={enhanced ? -1 : undefined}
        className={['dialog', `dialog--${size}`, className].filter(Boolean).join(' ')}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {!(enhanced && closeInContent) && (
            <a
              className="dialog__close site-dialog__close"
              href={closeHref}
              aria-label={text('dialog.close')}
              {...closeButton}
            >
              {closeGlyph}
            </a>
          )}
        </div>
        {/* Focusable so that a keyboard can scroll long content (a blog, an event gallery). */}
        <div className="dialog__body" tabIndex={0}>
          {children}
        </div>
      </div>
      {shown && modal.guard('first')}
    </dialog>
  );
}
