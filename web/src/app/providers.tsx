import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { servedDataIsFresh, swrDefaults } from '../lib/api';

export interface ServedData {
  /** The data the server rendered the page with, by serialized SWR key. */
  fallback: Record<string, unknown>;
  /** The keys whose served data is still fresh: not fetched again on hydration (served-data.ts). */
  fresh: ReadonlySet<string>;
}

export function AppProviders({ children, served }: { children: ReactNode; served?: ServedData }) {
  return (
    <SWRConfig
      value={
        served ? { ...swrDefaults, fallback: served.fallback, use: [servedDataIsFresh(served.fresh)] } : swrDefaults
      }
    >
      {children}
    </SWRConfig>
  );
}
