import { describe, expect, it } from 'vitest';
import { truncateWords } from './truncate-words';

describe('truncateWords', () => {
  it("keeps text within the limit and cuts longer text with '...'", () => {
    expect(truncateWords('one two three', 3)).toBe('one two three');
    expect(truncateWords('one two three four', 3)).toBe('one two three...');
    expect(truncateWords('  spaced   out\ttext ', 2)).toBe('spaced out...');
  });
});
