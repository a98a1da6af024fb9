import { describe, expect, it } from 'vitest';
import { doctors } from '@hospital/test-support/site/fixtures';
import { matchesFinder, NO_FINDER_QUERY } from './doctor-finder-query';

const [ananya] = doctors;
/** The seeded doctors as the Bengali and Hindi pages name them (cms/src/seed/data/translations.ts). */
const SPELLINGS: [latin: string, bengali: string, hindi: string][] = [
  ['Dr. Subhajit Mukherjee', 'ডাঃ শুভজিৎ মুখার্জি', 'डॉ. शुभजीत मुखर्जी'],
  ['Dr. Arindam Chatterjee', 'ডাঃ অরিন্দম চ্যাটার্জি', 'डॉ. अरिंदम चटर्जी'],
  ['Dr. Ananya Bhattacharya', 'ডাঃ অনন্যা ভট্টাচার্য', 'डॉ. अनन्या भट्टाचार्य'],
  ['Dr. Sunita Mohanty', 'ডাঃ সুনীতা মহান্তি', 'डॉ. सुनीता मोहंती'],
  ['Dr. Rajesh Kumar Sinha', 'ডাঃ রাজেশ কুমার সিনহা', 'डॉ. राजेश कुमार सिन्हा'],
  ['Dr. Moumita Das', 'ডাঃ মৌমিতা দাস', 'डॉ. मौमिता दास'],
];
const named = (name: string) => ({ ...ananya, name });
const finds = (name: string, q: string) => matchesFinder(named(name), { ...NO_FINDER_QUERY, q });

describe('the doctor finder on every language page', () => {
  it.each(SPELLINGS)('finds %s written in Bengali and in Hindi by its Latin letters', (latin, bengali, hindi) => {
    const [first, last] = latin.replace('Dr. ', '').split(' ');
    for (const written of [bengali, hindi]) {
      expect(finds(written, first), `${first} in ${written}`).toBe(true);
      expect(finds(written, last), `${last} in ${written}`).toBe(true);
      expect(finds(written, `${first} ${last}`)).toBe(true);
      expect(finds(written, `dr ${first.toLowerCase()}`)).toBe(true);
      expect(finds(written, first.slice(0, 4))).toBe(true);
    }
    // And back: a Bengali or Hindi query finds the English spelling (a name not yet translated).
    const [, bengaliFirst] = bengali.split(' ');
    const [, hindiFirst] = hindi.split(' ');
    expect(finds(latin, bengaliFirst)).toBe(true);
    expect(finds(latin, hindiFirst)).toBe(true);
  });

  it('still tells the doctors apart', () => {
    for (const [latin, bengali, hindi] of SPELLINGS) {
      const others = SPELLINGS.filter(([other]) => other !== latin).map(([other]) => other.replace('Dr. ', ''));
      for (const other of others) {
        expect(finds(bengali, other), `${other} is not ${bengali}`).toBe(false);
        expect(finds(hindi, other), `${other} is not ${hindi}`).toBe(false);
      }
    }
    expect(finds('ডাঃ অনন্যা ভট্টাচার্য', 'Sen')).toBe(false);
  });

  it('still matches a name as written, in its own script', () => {
    expect(finds('ডাঃ অনন্যা ভট্টাচার্য', 'অনন্যা')).toBe(true);
    expect(finds('Dr. Ananyā Sen', 'ananya')).toBe(true);
    expect(finds('Dr. Ananya Sen', 'Rahul')).toBe(false);
  });
});
