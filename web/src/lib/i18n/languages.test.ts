import { describe, expect, it } from 'vitest';
import { fallbackLang } from './fallback-lang';
import { localizedPath, splitLanguage } from './languages';

describe('a page address and its language', () => {
  it('reads /bn/ and /hi/ as the language, everything else as English at its own address', () => {
    expect(splitLanguage('/bn/emergency')).toEqual({ language: 'bn', path: '/emergency' });
    expect(splitLanguage('/hi')).toEqual({ language: 'hi', path: '/' });
    expect(splitLanguage('/hi/')).toEqual({ language: 'hi', path: '/' });
    expect(splitLanguage('/doctors')).toEqual({ language: 'en', path: '/doctors' });
  });

  it('takes no other spelling for a language: /BN/, /xx/, /bnx and /en/ are English addresses (not-found pages)', () => {
    for (const path of ['/BN/', '/Bn/contact', '/xx/', '/bnx', '/en/', '/hindi/']) {
      expect(splitLanguage(path)).toEqual({ language: 'en', path });
    }
    // Only the first segment: /bn/bn/ is the Bengali page "/bn/", which does not exist.
    expect(splitLanguage('/bn/bn/')).toEqual({ language: 'bn', path: '/bn/' });
  });

  it('writes a path in a language, keeping its query, and leaves English as it is', () => {
    expect(localizedPath('bn', '/doctors?q=sen')).toBe('/bn/doctors?q=sen');
    expect(localizedPath('hi', '/')).toBe('/hi/');
    expect(localizedPath('en', '/contact')).toBe('/contact');
  });
});

describe('English fallback text on a translated page', () => {
  it('marks ASCII text with Latin letters as English, only on Bengali and Hindi pages', () => {
    expect(fallbackLang('bn', 'Consultant Neurologist')).toBe('en');
    expect(fallbackLang('hi', 'Dr. A. Sen, MD (Neurology)')).toBe('en');
    expect(fallbackLang('en', 'Consultant Neurologist')).toBeUndefined();
  });

  it('leaves translated text, numbers alone and empty text unmarked', () => {
    expect(fallbackLang('bn', 'কনসালট্যান্ট নিউরোলজিস্ট')).toBeUndefined();
    expect(fallbackLang('hi', 'न्यूरोलॉजिस्ट (MD)')).toBeUndefined();
    expect(fallbackLang('bn', '033 4000 0000')).toBeUndefined();
    expect(fallbackLang('bn', '')).toBeUndefined();
    expect(fallbackLang('bn', null)).toBeUndefined();
  });
});
