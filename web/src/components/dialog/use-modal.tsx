import { useEffect, useRef, type RefObject } from 'react';
import { focusableWithin } from './focusable';
import { lockPageScroll } from './scroll-lock';

export interface ModalOptions {
  open: boolean;
  /** Without it nothing dismisses the dialog (no Escape, no backdrop). */
  onClose?: () => void;
  closeOnEscape: boolean;
  closeOnBackdrop: boolean;
  lockScroll: boolean;
  /** Where focus goes on open; else the first `[data-autofocus]`, else the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A native `<dialog>` as the site's and the admin's modal: opened with showModal() while `open`
 * (the browser makes the page behind it inert and keeps it on top), with what the browser does not
 * do added: Escape and the backdrop follow the options (some dialogs close "only via ×"), Tab wraps
 * round instead of leaving for the browser's own toolbar, and focus returns to the element that
 * opened it. The element covers the viewport and is the dimmed backdrop; the panel sits inside it,
 * so a click whose target is the element itself is a click on the backdrop.
 */
export function useModal({ open, onClose, closeOnEscape, closeOnBackdrop, lockScroll, initialFocus }: ModalOptions) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const opening = useRef(false);
  // The latest options, read by the listeners without re-subscribing on every render.
  const latest = useRef({ onClose, closeOnEscape });
  latest.current = { onClose, closeOnEscape };

  useEffect(() => {
    const dialog = dialogRef.current;
    const panel = panelRef.current;
    if (!open || !dialog || !panel) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A dialog served open (`/blogs?post=3`) is open without being modal: showModal() refuses it.
    if (dialog.open) dialog.close();
    // showModal() focuses the dialog's first focusable element, the guard before the panel: sent on
    // to the panel's last control, it scrolled a long profile down to it before the focus below.
    opening.current = true;
    dialog.showModal();
    opening.current = false;
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

  // Focus guards: Tab from the last control (or out of an embedded player, a cross-origin iframe whose
  // keys this document never sees) lands on a guard, which sends focus round to the other end.
  const guard = (edge: 'first' | 'last') => (
    <span
      tabIndex={0}
      className="dialog__focus-guard"
      onFocus={() => {
        if (opening.current) return;
        const focusable = panelRef.current ? focusableWithin(panelRef.current) : [];
        (edge === 'first' ? focusable[0] : focusable[focusable.length - 1])?.focus();
      }}
    />
  );

  // Both the press and the release on the backdrop: a text selection dragged out of the panel is no click.
  const backdrop = {
    onMouseDown: (event: { target: EventTarget; currentTarget: EventTarget }) => {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: { target: EventTarget; currentTarget: EventTarget }) => {
      const onBackdrop = pressedOnBackdrop.current && event.target === event.currentTarget;
      pressedOnBackdrop.current = false;
      if (onBackdrop && closeOnBackdrop) onClose?.();
    },
  };

  return { dialogRef, panelRef, guard, backdrop };
}
