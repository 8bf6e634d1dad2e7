import { describe, expect, it } from 'vitest';
import { toPaise } from './paise.ts';
import { indianNumberInWords, rupeesInWords } from './rupees-in-words.ts';

describe('rupeesInWords', () => {
  it.each([
    [304.98, 'Rupees Three Hundred Four and Paise Ninety-Eight Only'],
    [150000, 'Rupees One Lakh Fifty Thousand Only'],
    [0, 'Rupees Zero Only'],
    [0.5, 'Paise Fifty Only'],
    [0.05, 'Paise Five Only'],
    [1, 'Rupees One Only'],
    [1.01, 'Rupees One and Paise One Only'],
    [19, 'Rupees Nineteen Only'],
    [20, 'Rupees Twenty Only'],
    [21.1, 'Rupees Twenty-One and Paise Ten Only'],
    [100, 'Rupees One Hundred Only'],
    [110, 'Rupees One Hundred Ten Only'],
    [999.99, 'Rupees Nine Hundred Ninety-Nine and Paise Ninety-Nine Only'],
    [1000, 'Rupees One Thousand Only'],
    [1005, 'Rupees One Thousand Five Only'],
    [12345, 'Rupees Twelve Thousand Three Hundred Forty-Five Only'],
    [99999, 'Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine Only'],
    [100000, 'Rupees One Lakh Only'],
    [100001, 'Rupees One Lakh One Only'],
    [1010101, 'Rupees Ten Lakh Ten Thousand One Hundred One Only'],
    [9999999, 'Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only'],
    [10000000, 'Rupees One Crore Only'],
    [
      123456789.12,
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Paise Twelve Only',
    ],
    [1000000000, 'Rupees One Hundred Crore Only'],
    [12345000000, 'Rupees One Thousand Two Hundred Thirty-Four Crore Fifty Lakh Only'],
  ])('says %s rupees as "%s"', (rupees, words) => {
    expect(rupeesInWords(toPaise(rupees))).toBe(words);
  });

  it('refuses what is not whole paise', () => {
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
    expect(() => rupeesInWords(1.5)).toThrow(RangeError);
  });

  it('counts lakhs and crores, not millions', () => {
    expect(indianNumberInWords(2_500_000)).toBe('Twenty-Five Lakh');
    expect(indianNumberInWords(70_00_00_000)).toBe('Seventy Crore');
  });
});
