import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useApi, type ContactRequest, type Paged } from '../../../lib/api';

/**
 * Which requests the desk has not seen yet: those that arrived since the queue was first opened in
 * this browser, until the desk opens one (its Update dialog) or marks them all seen. Kept in
 * localStorage, so every admin tab agrees and a reload does not forget.
 */
interface SeenState {
  /** Every request up to this id counts as seen; null before the queue was ever loaded here. */
  upTo: number | null;
  /** Requests above `upTo` opened one by one. */
  opened: number[];
}

const STORAGE_KEY = 'desk-seen-requests';
/** New requests arrive within this long on any admin screen (the issue asks for 10 s). */
export const DESK_REFRESH_MS = 10_000;
/** The newest requests the count looks at: a count past this is shown as "50+". */
const COUNTED = 50;
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: SeenState = { upTo: null, opened: [] };

function read(): SeenState {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage unavailable (private mode): what was seen lasts as long as the page.
    return cached;
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed = JSON.parse(raw ?? 'null') as Partial<SeenState> | null;
    cached = {
      upTo: typeof parsed?.upTo === 'number' ? parsed.upTo : null,
      opened: Array.isArray(parsed?.opened) ? parsed.opened.filter((id) => typeof id === 'number') : [],
    };
  } catch {
    cached = { upTo: null, opened: [] };
  }
  return cached;
}

function write(next: SeenState): void {
  cached = next;
  try {
    cachedRaw = JSON.stringify(next);
    localStorage.setItem(STORAGE_KEY, cachedRaw);
  } catch {
    // Kept in memory only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab saw a request: this one's marks follow.
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function isUnseen(seen: SeenState, id: number): boolean {
  return seen.upTo !== null && id > seen.upTo && !seen.opened.includes(id);
}

/** The desk's seen marks, read and changed from any admin screen. */
export function useSeenRequests() {
  const seen = useSyncExternalStore(subscribe, read, read);
  const markSeen = useCallback((id: number) => {
    const now = read();
    if (isUnseen(now, id)) write({ ...now, opened: [...now.opened, id] });
  }, []);
  const markAllSeen = useCallback((newestId: number) => {
    const now = read();
    write({ upTo: Math.max(now.upTo ?? 0, newestId), opened: [] });
  }, []);
  return { seen, unseen: (id: number) => isUnseen(seen, id), markSeen, markAllSeen };
}

/**
 * The requests that arrived unseen, polled every 10 s on every admin screen (SWR pauses while the
 * tab is hidden and asks again when it comes back), for the menu's count and the tab's title.
 * The first load in a browser marks everything before it as seen: the count is of arrivals.
 */
export function useDeskArrivals(enabled = true) {
  const { seen, markAllSeen } = useSeenRequests();
  const newest = useApi<Paged<ContactRequest>>(enabled ? '/contact-requests/' : null, {
    authenticated: true,
    query: { status: 'new', page: 1, page_size: COUNTED },
    refreshInterval: DESK_REFRESH_MS,
    revalidateOnFocus: true,
  });
  const rows = newest.data?.results;
  useEffect(() => {
    if (rows && seen.upTo === null) markAllSeen(Math.max(0, ...rows.map((row) => row.id)));
  }, [rows, seen.upTo, markAllSeen]);
  const count = useMemo(() => (rows ?? []).filter((row) => isUnseen(seen, row.id)).length, [rows, seen]);
  return { count, atLeast: rows !== undefined && rows.length >= COUNTED && count === rows.length };
}
