import { useEffect, useState } from 'react';

/**
 * The selected tab id: nothing at first, then the first item after `delayMs` (the old site
 * loaded its tab data after a short delay, and the specification keeps that timing).
 */
export function useDelayedFirstSelection(firstId: string | undefined, delayMs: number) {
  const [selectedId, setSelectedId] = useState<string | null>(null);

  useEffect(() => {
    if (firstId === undefined) return undefined;
    const timer = setTimeout(() => setSelectedId((current) => current ?? firstId), delayMs);
    return () => clearTimeout(timer);
  }, [firstId, delayMs]);

  return [selectedId, setSelectedId] as const;
}
