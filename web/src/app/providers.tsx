import type { I18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { SWRConfig, type Middleware } from 'swr';
import { servedDataIsFresh, swrDefaults } from '../lib/api';
import { isLanguage, LanguageProvider, readsIn } from '../lib/i18n';

export interface ServedData {
  /** The data the server rendered the page with, by serialized SWR key. */
  fallback: Record<string, unknown>;
  /** The keys whose served data is still fresh: not fetched again on hydration (served-data.ts). */
  fresh: ReadonlySet<string>;
}

/** The page's language (its interface words, and the CMS's answers in it) and its data. */
export function AppProviders({ children, served, i18n }: { children: ReactNode; served?: ServedData; i18n: I18n }) {
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const use: Middleware[] = [
    ...(served ? [servedDataIsFresh(served.fresh)] : []),
    ...(language === 'en' ? [] : [readsIn(language)]),
  ];
  return (
    <LanguageProvider i18n={i18n}>
      <SWRConfig value={served ? { ...swrDefaults, fallback: served.fallback, use } : { ...swrDefaults, use }}>
        {children}
      </SWRConfig>
    </LanguageProvider>
  );
}
