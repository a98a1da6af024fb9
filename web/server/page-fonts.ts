import type { Language } from '../src/entry-server';

/** The regular weight of each script's font, as the built stylesheet names it (styles/fonts.css). */
const REGULAR_FONT: Readonly<Record<'bn' | 'hi', RegExp>> = {
  bn: /\/assets\/noto-sans-bengali-bengali-400-normal-[\w-]+\.woff2/,
  hi: /\/assets\/noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2/,
};

/**
 * A Bengali or Hindi page announces its script's regular font first in its head, so the text is
 * drawn in it from the first paint rather than swapped in later (a swap moves the words). English
 * pages announce none, and never use either font (styles/fonts.css).
 */
export function fontPreloads(template: string): Partial<Record<Language, string>> {
  const preloads: Partial<Record<Language, string>> = {};
  for (const language of ['bn', 'hi'] as const) {
    const href = REGULAR_FONT[language].exec(template)?.[0];
    if (href) preloads[language] = `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`;
  }
  return preloads;
}
