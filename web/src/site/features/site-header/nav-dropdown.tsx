import { useId, useRef, useState, type PointerEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { ChevronDownIcon } from '../../components/icons/icons';
import type { NavEntry } from '../../../data/navigation';
import { useEnhanced } from '../../../lib/use-enhanced';
import { useNavLabel } from './nav-label';

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
 * A desktop dropdown (Department, Doctors, Appreciation, More). A mouse opens it on hover;
 * touch and keyboard use the button; Escape or leaving it closes it. Served as a `<details>` that
 * opens on a click or tap without the app; the app then takes it over.
 */
export function NavDropdown({ label, entries }: { label: string; entries: readonly NavEntry[] }) {
  const [open, setOpen] = useState(false);
  const served = useRef<HTMLDetailsElement>(null);
  const enhanced = useEnhanced(() => setOpen(served.current?.open === true));
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A mouse on its way to click the button has already opened the menu by hovering: that
  // click must not close it again.
  const openedByHover = useRef(false);
  // Touch screens fire pointerenter before click; only a real mouse opens the menu on hover.
  const hover = (next: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    openedByHover.current = next;
    setOpen(next);
  };
  const toggle = () => {
    if (openedByHover.current) {
      openedByHover.current = false;
      setOpen(true);
    } else {
      setOpen((current) => !current);
    }
  };

  if (!enhanced) {
    return (
      <li className="nav-dropdown">
        <details ref={served} className="nav-dropdown__served">
          <summary className="main-nav__link nav-dropdown__button">
            {label}
            <ChevronDownIcon size={18} />
          </summary>
          <ul className="nav-dropdown__menu">
            <DropdownEntries entries={entries} onChoose={() => undefined} />
          </ul>
        </details>
      </li>
    );
  }

  return (
    <li
      className="nav-dropdown"
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="main-nav__link nav-dropdown__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
      >
        {label}
        <ChevronDownIcon size={18} />
      </button>
      <ul id={menuId} className="nav-dropdown__menu" hidden={!open}>
        <DropdownEntries entries={entries} onChoose={() => setOpen(false)} />
      </ul>
    </li>
  );
}
