import { describe, expect, it } from 'vitest';
import { startingAddress } from './starting-address.ts';

const home = { _id: 'home', isDefault: true, zipcode: '560001' };
const office = { _id: 'office', isDefault: false, zipcode: '560034' };
const book = [home, office];

describe('the address the cart starts on', () => {
  it('is the one picked, while it exists, served or not', () => {
    expect(startingAddress(book, 'office', ['560001'])).toBe('office');
    expect(startingAddress(book, 'gone', undefined)).toBe('home');
  });

  it('is the default when the shop serves its PIN code, or every PIN code', () => {
    expect(startingAddress(book, undefined, ['560001', '560034'])).toBe('home');
    expect(startingAddress(book, undefined, [])).toBe('home');
    expect(startingAddress(book, undefined, undefined)).toBe('home');
  });

  it('is never an address the shop does not deliver to when another is served', () => {
    expect(startingAddress(book, undefined, ['560034'])).toBe('office');
    // None served: the default still, and the cart says the PIN is not served.
    expect(startingAddress(book, undefined, ['110001'])).toBe('home');
    expect(startingAddress([], undefined, ['560034'])).toBeUndefined();
  });
});
