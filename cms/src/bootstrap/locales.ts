import type { Core } from '@strapi/strapi';
import type { Language } from '@hospital/contract';

/**
 * The site's languages as Strapi's locales: English, the default (Strapi creates it on a fresh
 * database), then Bengali and Hindi. Created on every start when missing; a name an admin changed
 * in Settings → Internationalization is left alone.
 */
export const SITE_LOCALES: ReadonlyArray<{ code: Language; name: string }> = [
  { code: 'en', name: 'English (en)' },
  { code: 'bn', name: 'Bengali (bn)' },
  { code: 'hi', name: 'Hindi (hi)' },
];

interface LocalesService {
  findByCode(code: string): Promise<{ id: number } | null>;
  create(locale: { code: string; name: string }): Promise<unknown>;
  getDefaultLocale(): Promise<string | undefined>;
  setDefaultLocale(locale: { code: string }): Promise<unknown>;
}

export async function ensureSiteLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service<LocalesService>('locales');
  for (const locale of SITE_LOCALES) if (!(await locales.findByCode(locale.code))) await locales.create(locale);
  // Every answer without `?locale` is the English one: the default must stay English.
  if ((await locales.getDefaultLocale()) !== 'en') await locales.setDefaultLocale({ code: 'en' });
}
