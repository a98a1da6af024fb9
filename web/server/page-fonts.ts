import type { Language } from '../src/entry-server';

/** Each script's font files, as the built stylesheet names them (styles/fonts.css). */
const SCRIPT_FONTS: Readonly<Record<'bn' | 'hi', RegExp>> = {
  bn: /\/assets\/noto-sans-bengali-bengali-\d00-normal-[\w-]+\.woff2/g,
  hi: /\/assets\/noto-sans-devanagari-devanagari-\d00-normal-[\w-]+\.woff2/g,
};

/**
 * A Bengali or Hindi page announces its script's font file in its head (after the page's lead
 * picture), so the text is drawn in it from the first paint rather than swapped in later: a swap
 * moves the words. Every face the stylesheet declares for the script is announced (one today, see
 * styles/fonts.css). English pages announce none, and never use either font.
 */
export function fontPreloads(template: string): Partial<Record<Language, string>> {
  const preloads: Partial<Record<Language, string>> = {};
  for (const language of ['bn', 'hi'] as const) {
    const files = [...new Set(template.match(SCRIPT_FONTS[language]) ?? [])].sort();
    if (files.length > 0) {
      preloads[language] = files
        .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`)
        .join('\n    ');
    }
  }
  return preloads;
}
