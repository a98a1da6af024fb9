import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { focusableWithin } from './focusable';
import { lockPageScroll } from './scroll-lock';
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
 * The one modal dialog of the site and the admin, a native `<dialog>` opened with showModal(): the
 * browser makes the page behind it inert and keeps it on top. The element covers the viewport and
 * is the dimmed backdrop; the panel sits inside it, so a click whose target is the element itself
 * is a click on the backdrop. What the browser does not do is added here: Escape and the backdrop
 * follow the props (some dialogs close "only via ×"), Tab wraps round instead of leaving for the
 * browser's own toolbar, and focus returns to the element that opened it.
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const text = useText();
  // The latest props, read by the listeners without re-subscribing on every render.
  const latest = useRef({ onClose, closeOnEscape });
  latest.current = { onClose, closeOnEscape };

  useEffect(() => {
    const dialog = dialogRef.current;
    const panel = panelRef.current;
    if (!open || !dialog || !panel) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    const target =
      initialFocus?.current ??
      panel.querySelector<HTMLElement>('[data-autofocus]') ??
      focusableWithin(panel)[0] ??
      panel;
    target.focus();

    // Escape is handled on keydown, whose default is the browser's close request: preventing it keeps
    // the dialog open when it must be (Chrome would otherwise close it on a second Escape regardless).
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      const { onClose: close, closeOnEscape: escapeCloses } = latest.current;
      if (close && escapeCloses) {
        event.stopPropagation();
        close();
      }
    }
    // The page, not the browser, decides when the dialog closes: a close request is refused.
    const refuse = (event: Event) => event.preventDefault();
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('cancel', refuse);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('cancel', refuse);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
    // Runs once per opening (the first focus goes where initialFocus said when it opened); the latest
    // onClose is read through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => (open && lockScroll ? lockPageScroll() : undefined), [open, lockScroll]);

  if (!open) return null;
  const classes = LOOKS[look];
  const dismissible = onClose !== undefined;

  // Focus guards: Tab from the last control (or out of an embedded player, a cross-origin iframe whose
  // keys this document never sees) lands on a guard, which sends focus round to the other end.
  const guard = (edge: 'first' | 'last') => (
    <span
      tabIndex={0}
      className="dialog__focus-guard"
      onFocus={() => {
        const focusable = panelRef.current ? focusableWithin(panelRef.current) : [];
        (edge === 'first' ? focusable[0] : focusable[focusable.length - 1])?.focus();
      }}
    />
  );

  return createPortal(
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      className={`dialog-layer ${classes.layer}`}
      data-testid="dialog-backdrop"
      // Both the press and the release on the backdrop: a text selection dragged out of the panel is no click.
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        const onBackdrop = pressedOnBackdrop.current && event.target === event.currentTarget;
        pressedOnBackdrop.current = false;
        if (onBackdrop && closeOnBackdrop) onClose?.();
      }}
    >
      {guard('last')}
      <div
        ref={panelRef}
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
      {guard('first')}
    </dialog>,
    document.body,
  );
}
