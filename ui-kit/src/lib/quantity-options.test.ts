import { describe, expect, it } from 'vitest';
import { quantityOptions } from './quantity-options.ts';

describe('quantityOptions', () => {
  it('offers 1 to 9 for small quantities', () => {
    expect(quantityOptions(1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(quantityOptions(9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(quantityOptions(0)).toHaveLength(9);
  });

  it('offers up to the current quantity when it is larger than 9', () => {
    expect(quantityOptions(10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(quantityOptions(14).at(-1)).toBe(14);
  });

  it('ignores fractions and nonsense', () => {
    expect(quantityOptions(12.7).at(-1)).toBe(12);
    expect(quantityOptions(Number.NaN)).toHaveLength(9);
  });

  it('offers no more than are left, still showing a larger quantity already in the cart', () => {
    expect(quantityOptions(1, 3)).toEqual([1, 2, 3]);
    expect(quantityOptions(5, 2)).toEqual([1, 2, 5]);
    expect(quantityOptions(14, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14]);
    expect(quantityOptions(1, 0)).toEqual([1]);
  });
});
