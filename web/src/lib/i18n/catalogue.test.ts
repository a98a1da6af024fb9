import { describe, expect, it } from 'vitest';
import { INTL_LOCALES, TRANSLATED_LANGUAGES } from './languages';
import { loadMessages } from './catalogue';
import { addEnglish, createI18n } from './i18n';
import { en } from './messages/en';
import { enEmergency } from './messages/en-emergency';
import { enForm } from './messages/en-form';
import { enPages } from './messages/en-pages';
import { enRequests } from './messages/en-requests';
import { enRefusals } from './messages/en-refusals';

/** Every English word: the frame's and home page's, and the pages' own parts. */
const english = { ...en, ...enEmergency, ...enForm, ...enRequests, ...enRefusals, ...enPages };

/** Letters of each script: a Bengali message with none of them is an English copy left behind. */
const SCRIPT = { bn: /[\u0980-\u09FF]/, hi: /[\u0900-\u097F]/ } as const;

/**
 * A message as the page receives it: compiled by Lingui at build time (the tests run the same
 * transform, web/vite-plugins/compiled-catalogues.ts), a list of text and placeholders
 * (`['Call ', ['number']]`, plurals as `['days', 'plural', { one: [...], other: [...] }]`).
 */
type Compiled = string | readonly unknown[];

/** The placeholders a compiled message fills (those inside a plural's branches too), sorted. */
function placeholders(message: Compiled): string[] {
  const found = new Set<string>();
  const walk = (parts: readonly unknown[]) => {
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      const [name, , branches] = part as [unknown, unknown, unknown];
      if (typeof name === 'string') found.add(name);
      if (branches && typeof branches === 'object')
        Object.values(branches).forEach((branch) => walk(branch as unknown[]));
    }
  };
  if (typeof message !== 'string') walk(message);
  return [...found].sort();
}

/** The words of a compiled message (a plural's branches included), placeholders left out. */
function wordsOf(message: Compiled): string {
  if (typeof message === 'string') return message;
  return message
    .map((part) => {
      if (typeof part === 'string') return part;
      const branches = Array.isArray(part) ? (part[2] as unknown) : undefined;
      return branches && typeof branches === 'object' ? Object.values(branches).map(wordsOf).join(' ') : '';
    })
    .join('');
}

describe.each(TRANSLATED_LANGUAGES)('the %s catalogue', (language) => {
  it('has every key of the English one, and no other', async () => {
    const messages = await loadMessages(language);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
  });

  it('fills the same placeholders as English in every message, written in its own script', async () => {
    const messages = (await loadMessages(language)) as unknown as Record<string, Compiled>;
    const source = english as unknown as Record<string, Compiled>;
    for (const [key, message] of Object.entries(messages)) {
      expect(placeholders(message), key).toEqual(placeholders(source[key]));
      // Only a message made of placeholders and punctuation may do without the script (' ({name})', '{start}–{end}').
      const words = wordsOf(message).replace(/[\s().,:#/–]/g, '');
      if (words !== '') expect(SCRIPT[language].test(words), `${key} is written in ${language}`).toBe(true);
    }
  });

  it('fetches for every page only the words every page may show, a page’s own parts with that page', async () => {
    const everyPage = Object.keys(await loadMessages(language, []));
    expect(everyPage.sort()).toEqual(Object.keys(en).sort());
    const emergency = Object.keys(await loadMessages(language, ['emergency']));
    expect(emergency).toEqual(expect.arrayContaining(Object.keys(enEmergency)));
    expect(emergency).not.toContain('form.title');
  });

  it('counts in ICU plurals and the locale’s own digits where it has them', async () => {
    const i18n = createI18n(language, await loadMessages(language));
    const reply = i18n._('form.replyDays', { days: 2 });
    expect(reply).toContain(new Intl.NumberFormat(INTL_LOCALES[language]).format(2));
    expect(reply).not.toContain('{');
  });
});

describe('the English catalogue', () => {
  it('reaches the page compiled: no message is left for a parser in the browser', () => {
    for (const [key, message] of Object.entries(english)) expect(Array.isArray(message), key).toBe(true);
  });

  it('keeps the emergency guidance and the contact and request forms out of the words every page carries', () => {
    const everyPage = Object.keys(en);
    const ownParts = ['emergency.', 'form.', 'requests.'];
    expect(everyPage.filter((key) => ownParts.some((part) => key.startsWith(part)))).toEqual([]);
    expect(everyPage).toContain('strip.call');
  });

  it('words the reply time as the desk promises it, one hour or many', () => {
    addEnglish(enForm);
    const i18n = createI18n('en', en);
    expect(i18n._('form.replyHours', { hours: 1 })).toBe('Our patient desk will call you within 1 hour.');
    expect(i18n._('form.replyHours', { hours: 24 })).toBe('Our patient desk will call you within 24 hours.');
    expect(i18n._('form.replyDays', { days: 2 })).toBe('Our patient desk will call you within 2 days.');
    expect(i18n._('doctors.showing', { shown: 1200, total: 1500 })).toBe('Showing 1,200 of 1,500.');
  });
});
