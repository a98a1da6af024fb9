import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;
// useLayoutEffect warns when rendered on the server, where neither effect runs anyway.
const useBeforePaintEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Progressive enhancement of one control: false in the served HTML and while the app hydrates it,
 * true right after (React renders the browser's value once hydration is done), and true from the
 * start for a control the running app draws later (another page, data that arrived since). The
 * component serves a control that works with HTML and CSS alone (links, a row of slides) and
 * enhances it, or swaps in the script's own. `carryOver` runs just before, to take over the state
 * the visitor left the served control in (a tab panel they opened by its link before the app had
 * started stays selected).
 */
export function useEnhanced(carryOver?: () => void): boolean {
  const enhanced = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  const takeOver = useRef(carryOver);
  useBeforePaintEffect(() => {
    if (!enhanced) takeOver.current?.();
  }, [enhanced]);
  return enhanced;
}
