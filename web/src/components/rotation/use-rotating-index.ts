import { useCallback, useEffect, useState } from 'react';

export interface RotationOptions {
  /** While true the index stays put (a visitor hovering or pressing pause). */
  paused?: boolean;
  /** When this changes the timer starts over (the hero restarts when its list changes). */
  restartKey?: unknown;
}

/**
 * The index of the item to show among `length` items, advancing every `intervalMs` and wrapping.
 * Choosing an item (the returned setter) starts a full interval again.
 */
export function useRotatingIndex(
  length: number,
  intervalMs: number,
  { paused = false, restartKey }: RotationOptions = {},
) {
  const [index, setIndex] = useState(0);
  const [choices, setChoices] = useState(0);

  useEffect(() => {
    if (length < 2 || paused) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % length), intervalMs);
    return () => clearInterval(timer);
  }, [length, intervalMs, paused, restartKey, choices]);

  const choose = useCallback((next: number) => {
    setIndex(next);
    setChoices((count) => count + 1);
  }, []);

  return [length > 0 ? index % length : 0, choose] as const;
}
