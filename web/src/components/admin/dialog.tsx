import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import './admin.css';

/** Open dialogs, innermost last: only that one answers Escape and Tab. */
const openDialogs: HTMLElement[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  title: string;
  /** Without it the dialog cannot be dismissed (no ×, Escape or backdrop). */
  onClose?: () => void;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  size?: 'normal' | 'large';
  /** Where focus goes on open; else the first `[data-autofocus]`, else the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** id of the element that describes the dialog (its message). */
  describedBy?: string;
  children: ReactNode;
}

/**
 * A modal dialog: labelled by its title, focus moves in on open, Tab stays inside, Escape and the
 * backdrop close it when it is dismissible, and focus returns to where it was on close.
 * (jsdom has no HTMLDialogElement.showModal, so this is a div with the dialog roles.)
 */
export function Dialog({
  open,
  title,
  onClose,
  role = 'dialog',
  size = 'normal',
  initialFocus,
  describedBy,
  children,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const panel = panelRef.current;
    if (!panel) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target =
      initialFocus?.current ??
      panel.querySelector<HTMLElement>('[data-autofocus]') ??
      panel.querySelector<HTMLElement>(FOCUSABLE) ??
      panel;
    target.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    openDialogs.push(panel);

    function onKeyDown(event: KeyboardEvent) {
      if (!panel || openDialogs[openDialogs.length - 1] !== panel) return;
      if (event.key === 'Escape' && onCloseRef.current) {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      if (!panel.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(panel), 1);
      document.body.style.overflow = overflow;
      if (previous && previous.isConnected) previous.focus();
    };
    // Runs once per opening; the latest onClose is read through the ref.
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      className="adm-dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && openDialogs[openDialogs.length - 1] === panelRef.current)
          onCloseRef.current?.();
      }}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`adm-dialog${size === 'large' ? ' adm-dialog--large' : ''}`}
      >
        <div className="adm-dialog__head">
          <h2 id={titleId} className="adm-dialog__title">
            {title}
          </h2>
          {onClose && (
            <button type="button" className="adm-dialog__close" aria-label="Close" onClick={onClose}>
              ×
            </button>
          )}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
