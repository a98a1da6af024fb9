import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusableWithin } from './focusable';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
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
  /** Sets body overflow to hidden while open and back to auto on close (blogs, news, events). */
  lockScroll?: boolean;
  size?: 'medium' | 'large' | 'video';
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog: focus moves in when it opens, Tab and Shift+Tab stay inside, Escape and the
 * backdrop close it unless told otherwise, and focus returns to the element that opened it.
 * Reusable by any screen; render it with `open` and handle `onClose`.
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
  className,
  children,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // The latest props, read by the document listener without re-subscribing on every render.
  const latest = useRef({ onClose, closeOnEscape });
  latest.current = { onClose, closeOnEscape };

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) (focusableWithin(panel)[0] ?? panel).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        if (latest.current.closeOnEscape) {
          event.stopPropagation();
          latest.current.onClose();
        }
        return;
      }
      if (event.key === 'Tab' && panel) keepTabInside(event, panel);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  useEffect(() => {
    if (!open || !lockScroll) return undefined;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = 'auto';
    };
  }, [open, lockScroll]);

  if (!open) return null;

  // Focus guards: Tab pressed inside an embedded player (a cross-origin iframe) never reaches this
  // document's key listener, so focus leaving the iframe lands on a guard, which sends it back in.
  const guard = (edge: 'first' | 'last') => (
    <span
      tabIndex={0}
      className="dialog__focus-guard"
      onFocus={() => {
        const panel = panelRef.current;
        if (!panel) return;
        const focusable = focusableWithin(panel);
        (edge === 'first' ? focusable[0] : focusable[focusable.length - 1])?.focus();
      }}
    />
  );

  return createPortal(
    <div
      className="dialog-backdrop"
      data-testid="dialog-backdrop"
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      {guard('last')}
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={['dialog', `dialog--${size}`, className].filter(Boolean).join(' ')}
      >
        <div className="dialog__header">
          <h2 id={titleId} className={hideTitle ? 'sr-only' : 'dialog__title'}>
            {title}
          </h2>
          {closeGlyph && (
            <button type="button" className="dialog__close" aria-label="Close" onClick={onClose}>
              <span aria-hidden="true">{closeGlyph}</span>
            </button>
          )}
        </div>
        {/* Focusable so that a keyboard can scroll long content (a blog, an event gallery). */}
        <div className="dialog__body" tabIndex={0}>
          {children}
        </div>
      </div>
      {guard('first')}
    </div>,
    document.body,
  );
}

function keepTabInside(event: KeyboardEvent, panel: HTMLElement) {
  const focusable = focusableWithin(panel);
  if (focusable.length === 0) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !panel.contains(active) || active === panel;
  if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
