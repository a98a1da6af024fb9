import { describe, expect, it } from 'vitest';
import * as siteContent from '@hospital/test-support/site/site-content-fixtures';
import { letterGroups } from './condition-letters';

const named = (...names: string[]) => names.map((name, index) => ({ ...siteContent.conditions[0], id: index, name }));
const lettersOf = (names: string[], locale: string) =>
  letterGroups(named(...names), locale).map((group) => [group.letter, group.conditions.map((each) => each.name)]);

describe('the A–Z index', () => {
  it('sorts by name and groups by first letter, whatever the case or accent', () => {
    expect(lettersOf(['stroke', 'Migraine', 'Épilepsie', 'Epilepsy', 'Bell’s palsy'], 'en-IN')).toEqual([
      ['B', ['Bell’s palsy']],
      ['E', ['Épilepsie', 'Epilepsy']],
      ['M', ['Migraine']],
      ['S', ['stroke']],
    ]);
  });

  it('files Bengali and Hindi names under their first letter, a conjunct or vowel sign not split off as a letter', () => {
    expect(lettersOf(['স্ট্রোক (ব্রেন স্ট্রোক)', 'মৃগী (এপিলেপসি)', 'মাইগ্রেন', 'স্লিপ ডিস্ক'], 'bn-IN')).toEqual([
      ['ম', ['মাইগ্রেন', 'মৃগী (এপিলেপসি)']],
      ['স', ['স্ট্রোক (ব্রেন স্ট্রোক)', 'স্লিপ ডিস্ক']],
    ]);
    expect(lettersOf(['स्ट्रोक', 'मिर्गी', 'माइग्रेन', 'अल्ज़ाइमर'], 'hi-IN').map(([letter]) => letter)).toEqual([
      'अ',
      'म',
      'स',
    ]);
  });

  it('answers no group for no conditions, and survives a blank name', () => {
    expect(letterGroups([], 'en-IN')).toEqual([]);
    expect(lettersOf(['  ', 'Stroke'], 'en-IN')).toHaveLength(2);
  });
});
