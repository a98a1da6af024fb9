import { useId, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from './use-modal';
import { useText } from '../../lib/i18n';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  /** Without it the dialog cannot be dismissed (no corner button, Escape or backdrop). */
  onClose?: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  /** Keep the title for screen readers only (e.g. a video player that speaks for itself). */
  hideTitle?: boolean;
  /** Escape closes the dialog. Off for the dialogs the specification closes "only via ×". */
  closeOnEscape?: boolean;
  /** A click on the dimmed backdrop closes the dialog. */
  closeOnBackdrop?: boolean;
  /** The corner close button: the glyph it shows, or none when the content has its own Close button. */
  closeGlyph?: '×' | '✕' | null;
  /** Sets body overflow to hidden while open and back to auto on close. */
  lockScroll?: boolean;
  size?: 'medium' | 'large' | 'video';
  /** The public site's look, or the admin's (its colours, type and denser layout). */
  look?: 'site' | 'admin';
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes on open; else the first `[data-autofocus]`, else the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** id of the element that describes the dialog (its message). */
  describedBy?: string;
  className?: string;
  children: ReactNode;
}

const LOOKS = {
  site: {
    layer: 'dialog-backdrop',
    panel: 'dialog',
    head: 'dialog__header',
    title: 'dialog__title',
    close: 'dialog__close',
  },
  admin: {
    layer: 'adm-dialog-backdrop',
    panel: 'adm-dialog',
    head: 'adm-dialog__head',
    title: 'adm-dialog__title',
    close: 'adm-dialog__close',
  },
} as const;

/**
 * The admin's modal dialog, and the site's for a control that has no served form (a video's
 * player): a native `<dialog>` drawn into the end of the page when it opens (useModal has its
 * behaviour). The site's dialogs that the served page holds are enhanced in place instead
 * (site/components/site-dialog).
 */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle = false,
  closeOnEscape = true,
  closeOnBackdrop = true,
  closeGlyph = '×',
  lockScroll = false,
  size = 'medium',
  look = 'site',
  role = 'dialog',
  initialFocus,
  describedBy,
  className,
  children,
}: DialogProps) {
  const titleId = useId();
  const text = useText();
  const modal = useModal({ open, onClose, closeOnEscape, closeOnBackdrop, lockScroll, initialFocus });

  if (!open) return null;
  const classes = LOOKS[look];
  const dismissible = onClose !== undefined;

  return createPortal(
    <dialog
      ref={modal.dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      className={`dialog-layer ${classes.layer}`}
      data-testid="dialog-backdrop"
      {...modal.backdrop}
    >
      {modal.guard('last')}
      <div
        ref={modal.panelRef}
        tabIndex={-1}
        className={[classes.panel, `${classes.panel}--${size}`, className].filter(Boolean).join(' ')}
      >
        <div className={classes.head}>
          <h2 id={titleId} className={hideTitle ? 'sr-only' : classes.title}>
            {title}
          </h2>
          {dismissible && closeGlyph && (
            <button type="button" className={classes.close} aria-label={text('dialog.close')} onClick={onClose}>
              <span aria-hidden="true">{closeGlyph}</span>
            </button>
          )}
        </div>
        {look === 'site' ? (
          // Focusable so that a keyboard can scroll long content (a blog, an event gallery).
          <div className="dialog__body" tabIndex={0}>
            {children}
          </div>
        ) : (
          children
        )}
      </div>
      {modal.guard('first')}
    </dialog>,
    document.body,
  );
}
