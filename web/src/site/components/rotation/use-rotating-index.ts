import { useCallback, useEffect, useState } from 'react';

export interface RotationOptions {
  /** While true the index stays put (a visitor hovering or pressing pause). */
  paused?: boolean;
  /** When this changes the timer starts over (the hero restarts when its list changes). */
  restartKey?: unknown;
}

/**
 * The index of the item to show among `length` items, advancing every `intervalMs` and wrapping.
 * Choosing an item (the returned setter) starts a full interval again. The third value says whether
 * the rotation has moved on from its first item: the items' entrance animations play from then on
 * only, since the first item is already on screen in the served page (and animating it there would
 * have a phone draw frame after frame while it is still starting the app).
 */
export function useRotatingIndex(
  length: number,
  intervalMs: number,
  { paused = false, restartKey }: RotationOptions = {},
) {
  const [index, setIndex] = useState(0);
  const [choices, setChoices] = useState(0);
  const [moved, setMoved] = useState(false);

  useEffect(() => {
    if (length < 2 || paused) return undefined;
    const timer = setInterval(() => {
      setIndex((current) => (current + 1) % length);
      setMoved(true);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [length, intervalMs, paused, restartKey, choices]);

  const choose = useCallback((next: number) => {
    setIndex(next);
    setChoices((count) => count + 1);
    setMoved(true);
  }, []);

  return [length > 0 ? index % length : 0, choose, moved] as const;
}
