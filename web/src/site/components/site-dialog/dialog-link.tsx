import type { AnchorHTMLAttributes, KeyboardEvent, MouseEvent } from 'react';
import { useEnhanced } from '../../../lib/use-enhanced';

export interface DialogLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'role' | 'onClick'> {
  /** Where the served page shows the same content: the page with it open (`?doctor=3`) or its fragment (`#about-full`). */
  href: string;
  /** Opens the dialog, once the app runs. */
  onOpen: () => void;
}

/** A click that means "open this address elsewhere" (a new tab, a new window, a download): left to the browser. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * What opens a dialog, one element whichever way the page works: served, a link to the content
 * (another address, or the fragment the style sheet shows as a dialog); once the app runs, the same
 * link takes a button's role and opens the dialog in place, as govuk-frontend gives its tabs' links
 * the tab role. Nothing is swapped after hydration: the element keyboard or pointer is on stays.
 * Space presses it as it presses a button; a click with a modifier key still opens the address.
 */
export function DialogLink({ href, onOpen, children, onKeyDown, ...rest }: DialogLinkProps) {
  const enhanced = useEnhanced();
  return (
    <a
      {...rest}
      href={href}
      role={enhanced ? 'button' : undefined}
      aria-haspopup={enhanced ? 'dialog' : undefined}
      onClick={(event) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        onOpen();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
        onKeyDown?.(event);
        if (event.key !== ' ' || event.defaultPrevented) return;
        // A button's Space, which a link does not have (and would scroll the page).
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </a>
  );
}
