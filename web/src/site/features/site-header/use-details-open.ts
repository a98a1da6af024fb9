import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
  type SyntheticEvent,
} from 'react';

// useLayoutEffect warns when rendered on the server, where neither effect runs anyway.
const useBeforePaintEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** What the `<details>` itself takes: spread them on it. */
export interface DetailsProps {
  ref: RefObject<HTMLDetailsElement>;
  open: boolean;
  onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => void;
  suppressHydrationWarning: true;
}

/**
 * The open state of a `<details>` menu that is served working (the browser opens and closes it
 * with no script) and that the app then enhances in place: the same element before and after
 * hydration, its `open` attribute drawn from this state from then on.
 *
 * - A visitor may open it before the app has started: the served element already has `open` when
 *   React hydrates it. React keeps the attribute (hydration does not patch attributes), the warning
 *   about the difference is silenced for this element alone, and the state takes it over before
 *   the first paint, so the menu stays open.
 * - Whatever else opens or closes it (the browser's find in page opens a `<details>` holding what
 *   it found), its `toggle` event brings the state along; a change React made itself fires it too,
 *   with the value the state already has.
 */
export function useDetailsOpen(): [boolean, Dispatch<SetStateAction<boolean>>, DetailsProps] {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  useBeforePaintEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, []);
  return [
    open,
    setOpen,
    {
      ref,
      open,
      onToggle: (event) => setOpen(event.currentTarget.open),
      suppressHydrationWarning: true,
    },
  ];
}
