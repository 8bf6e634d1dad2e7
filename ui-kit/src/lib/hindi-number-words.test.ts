import { describe, expect, it } from 'vitest';
import { hindiNumberInWords, rupeesInHindiWords } from './hindi-number-words.ts';

describe('rupeesInHindiWords', () => {
  it.each([
    [125000, 'रुपये एक हज़ार दो सौ पचास मात्र'],
    [36464, 'रुपये तीन सौ चौंसठ और पैसे चौंसठ मात्र'],
    [50, 'पैसे पचास मात्र'],
    [0, 'रुपये शून्य मात्र'],
    [100, 'रुपये एक मात्र'],
    [9999, 'रुपये निन्यानवे और पैसे निन्यानवे मात्र'],
    [15000000, 'रुपये एक लाख पचास हज़ार मात्र'],
  ])('%i paise is %s', (paise, words) => {
    expect(rupeesInHindiWords(paise)).toBe(words);
  });

  it('refuses what is not a whole, non-negative number of paise', () => {
    expect(() => rupeesInHindiWords(-1)).toThrow(RangeError);
    expect(() => rupeesInHindiWords(1.5)).toThrow(RangeError);
  });

  it('names 1–99 from its table and counts lakhs and crores', () => {
    expect(hindiNumberInWords(21)).toBe('इक्कीस');
    expect(hindiNumberInWords(78)).toBe('अठहत्तर');
    expect(hindiNumberInWords(305)).toBe('तीन सौ पाँच');
    expect(hindiNumberInWords(2_500_000)).toBe('पच्चीस लाख');
    expect(hindiNumberInWords(12_34_56_789)).toBe('बारह करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी');
    expect(hindiNumberInWords(100_00_00_000)).toBe('एक सौ करोड़');
  });
});
