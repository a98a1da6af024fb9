import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { INTL_LOCALES, TRANSLATED_LANGUAGES } from './languages';
import { loadMessages } from './catalogue';
import { createI18n } from './i18n';
import { en } from './messages/en';

/** Letters of each script: a Bengali message with none of them is an English copy left behind. */
const SCRIPT = { bn: /[\u0980-\u09FF]/, hi: /[\u0900-\u097F]/ } as const;

/** Sample values for every placeholder the catalogue uses. */
const VALUES = {
  name: 'Dr. A. Sen',
  app: 'WhatsApp',
  number: '+91 98300 00000',
  hospital: 'Neurosciences Hospital',
  hours: 24,
  days: 2,
  shown: 3,
  total: 12,
  day: 'Monday',
  start: '9:30 am',
  end: '5 pm',
  branch: 'Salt Lake',
};

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

describe.each(TRANSLATED_LANGUAGES)('the %s catalogue', (language) => {
  it('has every key of the English one, and no other', async () => {
    const messages = await loadMessages(language);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
  });

  it('parses every message as ICU in its locale, with the same placeholders as English, in its own script', async () => {
    const messages = await loadMessages(language);
    for (const [key, message] of Object.entries(messages)) {
      const english = en[key as keyof typeof en];
      expect(placeholders(message), key).toEqual(placeholders(english));
      const formatted = new IntlMessageFormat(message, INTL_LOCALES[language]).format(VALUES);
      expect(typeof formatted, key).toBe('string');
      // Only a message made of placeholders and punctuation may do without the script (' ({name})').
      const words = message.replace(/\{[^}]*\}/g, '').replace(/[\s().,:]/g, '');
      if (words !== '') expect(SCRIPT[language].test(message), `${key} is written in ${language}`).toBe(true);
    }
  });

  it('counts in ICU plurals and the locale’s own digits where it has them', async () => {
    const i18n = createI18n(language, await loadMessages(language));
    const reply = i18n.t('form.replyDays', { days: 2 });
    expect(reply).toContain(new Intl.NumberFormat(INTL_LOCALES[language]).format(2));
  });
});

describe('the English catalogue', () => {
  it('parses every message as ICU, and words the reply time as the desk promises it', () => {
    for (const message of Object.values(en)) new IntlMessageFormat(message, 'en-IN').format(VALUES);
    const i18n = createI18n('en', en);
    expect(i18n.t('form.replyHours', { hours: 1 })).toBe('Our patient desk will call you within 1 hour.');
    expect(i18n.t('form.replyHours', { hours: 24 })).toBe('Our patient desk will call you within 24 hours.');
    expect(i18n.t('form.replyDays', { days: 2 })).toBe('Our patient desk will call you within 2 days.');
  });
});
