import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrDefaults } from '../lib/api';

/** `fallback`: the data the server rendered the page with, by serialized SWR key; SWR revalidates it. */
export function AppProviders({ children, fallback }: { children: ReactNode; fallback?: Record<string, unknown> }) {
  return <SWRConfig value={fallback ? { ...swrDefaults, fallback } : swrDefaults}>{children}</SWRConfig>;
}
