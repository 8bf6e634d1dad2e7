import { describe, expect, it } from 'vitest';
import { searchWords } from './search-words.ts';

describe('searchWords', () => {
  it('keeps Devanagari words whole, vowel signs and viramas included', () => {
    expect(searchWords('दूध (1 लीटर)')).toEqual(['दूध', '1', 'लीटर']);
    expect(searchWords('शुद्ध देसी घी')).toEqual(['शुद्ध', 'देसी', 'घी']);
    expect(searchWords('आटा, चावल और दाल')).toEqual(['आटा', 'चावल', 'और', 'दाल']);
  });

  it('reads Latin names as before', () => {
    expect(searchWords('Masala Instant Noodles (2-pack)')).toEqual([
      'masala',
      'instant',
      'noodles',
      '2',
      'pack',
    ]);
    expect(searchWords('Äpfel Grün')).toEqual(['äpfel', 'grün']);
    // A mark NFKC cannot compose still ends a Latin word, as it always did.
    expect(searchWords('e\u0301\u0301x')).toEqual(['é', 'x']);
    expect(searchWords('Milk दूध')).toEqual(['milk', 'दूध']);
  });
});
