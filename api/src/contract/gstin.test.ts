import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, isValidGstin } from './gstin.ts';

// Real, published GSTINs.
const VALID = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '27AAACR5055K1Z7'];

describe('GSTIN', () => {
  it.each(VALID)('accepts %s and computes its check character', (gstin) => {
    expect(isValidGstin(gstin)).toBe(true);
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin.charAt(14));
  });

  it.each(VALID)('refuses %s with any other last character', (gstin) => {
    for (const last of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      if (last !== gstin.charAt(14)) expect(isValidGstin(gstin.slice(0, 14) + last)).toBe(false);
    }
  });

  it.each([
    ['00AAPFU0939F1ZV', 'state code 00'],
    ['39AAPFU0939F1ZV', 'state code 39'],
    ['27AAPF10939F1ZV', 'a digit in the PAN letters'],
    ['27AAPFU0939F0ZV', 'entity code 0'],
    ['27AAPFU0939F1YV', 'no Z'],
    ['27aapfu0939f1zv', 'lower case'],
    ['27AAPFU0939F1Z', '14 characters'],
  ])('refuses %s (%s)', (gstin) => {
    expect(isValidGstin(gstin)).toBe(false);
  });
});
