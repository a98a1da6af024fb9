import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrDefaults } from '../lib/api';

export function AppProviders({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrDefaults}>{children}</SWRConfig>;
}
