import { useEffect, useRef, useState } from 'react';

/**
 * Progressive enhancement of one control: false in the served HTML and while the app hydrates it,
 * true from the effect after. The component serves a control that works with HTML and CSS alone
 * (a `<details>` menu) and swaps in the script's own once the app runs. `carryOver` runs just
 * before the swap, to take over the state the visitor left the served control in (a menu they
 * opened before the app had started stays open).
 */
export function useEnhanced(carryOver?: () => void): boolean {
  const [enhanced, setEnhanced] = useState(false);
  const takeOver = useRef(carryOver);
  useEffect(() => {
    takeOver.current?.();
    setEnhanced(true);
  }, []);
  return enhanced;
}
