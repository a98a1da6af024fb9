import type { I18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { SWRConfig, type Middleware } from 'swr';
import { swrDefaults } from '../lib/api';
import { isLanguage, LanguageProvider, readsIn } from '../lib/i18n';

/** The page's language (its interface words, and the CMS's answers in it) and its data. */
export function AppProviders({ children, i18n }: { children: ReactNode; i18n: I18n }) {
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const use: Middleware[] = language === 'en' ? [] : [readsIn(language)];
  return (
    <LanguageProvider i18n={i18n}>
      <SWRConfig value={{ ...swrDefaults, use }}>{children}</SWRConfig>
    </LanguageProvider>
  );
}
