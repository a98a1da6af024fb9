import { useRef, type PointerEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { ChevronDownIcon } from '../../components/icons/icons';
import type { NavEntry } from '../../../data/navigation';
import { useNavLabel } from './nav-label';
import { useDetailsOpen } from './use-details-open';

/** The dropdown's entries: links, and departments without a page yet (not links). */
function DropdownEntries({ entries, onChoose }: { entries: readonly NavEntry[]; onChoose: () => void }) {
  const labelOf = useNavLabel();
  return entries.map((entry) =>
    entry.kind === 'link' ? (
      <li key={labelOf(entry.label)}>
        <NavLink to={entry.to} className="nav-dropdown__link" onClick={onChoose}>
          {labelOf(entry.label)}
        </NavLink>
      </li>
    ) : (
      <li key={labelOf(entry.label)}>
        <span className="nav-dropdown__link nav-dropdown__link--disabled" aria-disabled="true">
          {labelOf(entry.label)}
        </span>
      </li>
    ),
  );
}

/**
 * A desktop dropdown (Department, Doctors, Appreciation, More): one `<details>`, served and
 * hydrated alike. Without the app a click or tap on its summary opens and closes it, and each
 * link is a page load. The app enhances the same element in place: a mouse opens it on hover and
 * closes it on leaving; a click, a tap or Enter on the summary toggles it; Escape closes it and
 * puts focus back on the summary; focus leaving it or choosing a link closes it.
 *
 * The summary keeps its native semantics, with no role and no aria-expanded of our own: browsers
 * expose a `<summary>` as an expand/collapse control whose state is its `<details>`' `open`, which
 * is always what is on screen (before the app, without it, and after). An aria-expanded written
 * from React state could only repeat that, or contradict it for a moment.
 */
export function NavDropdown({ label, entries }: { label: string; entries: readonly NavEntry[] }) {
  const [open, setOpen, details] = useDetailsOpen();
  const summaryRef = useRef<HTMLElement>(null);
  // A mouse on its way to click the summary has already opened the menu by hovering: that
  // click must not close it again.
  const openedByHover = useRef(false);
  // Touch screens fire pointerenter before click; only a real mouse opens the menu on hover.
  const hover = (next: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    openedByHover.current = next;
    setOpen(next);
  };

  return (
    <li className="nav-dropdown">
      <details
        {...details}
        className="nav-dropdown__details"
        onPointerEnter={hover(true)}
        onPointerLeave={hover(false)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            setOpen(false);
            summaryRef.current?.focus();
          }
        }}
      >
        <summary
          ref={summaryRef}
          className="main-nav__link nav-dropdown__button"
          onClick={(event) => {
            // The state decides, not the browser's own toggle (which would undo a hover's opening).
            event.preventDefault();
            if (openedByHover.current) {
              openedByHover.current = false;
              setOpen(true);
            } else {
              setOpen((current) => !current);
            }
          }}
        >
          {label}
          <ChevronDownIcon size={18} />
        </summary>
        <ul className="nav-dropdown__menu">
          <DropdownEntries entries={entries} onChoose={() => setOpen(false)} />
        </ul>
      </details>
    </li>
  );
}
