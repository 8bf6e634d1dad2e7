import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price.ts';

describe('formatPrice', () => {
  it.each([
    [0, 'Rs.0.00'],
    [0.5, 'Rs.0.50'],
    [45, 'Rs.45.00'],
    [45.5, 'Rs.45.50'],
    [999.99, 'Rs.999.99'],
    [1000, 'Rs.1,000.00'],
    [99999, 'Rs.99,999.00'],
    [100000, 'Rs.1,00,000.00'],
    [123456.5, 'Rs.1,23,456.50'],
    [1234567.89, 'Rs.12,34,567.89'],
    [12345678, 'Rs.1,23,45,678.00'],
  ])('formats %d as %s', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });

  it('always shows exactly two decimals, rounding anything finer', () => {
    expect(formatPrice(10.126)).toBe('Rs.10.13');
    expect(formatPrice(10.1)).toBe('Rs.10.10');
  });

  it('uses the rupee sign in Hindi, with the same Indian grouping', () => {
    expect(formatPrice(123456.5, 'hi')).toBe('₹1,23,456.50');
    expect(formatPrice(-5, 'hi')).toBe('-₹5.00');
    expect(formatPrice(45, 'en-IN')).toBe('Rs.45.00');
  });

  it('puts the minus sign before the prefix', () => {
    expect(formatPrice(-5)).toBe('-Rs.5.00');
    expect(formatPrice(-0.001)).toBe('Rs.0.00');
  });

  it('refuses amounts that are not numbers', () => {
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
    expect(() => formatPrice(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
