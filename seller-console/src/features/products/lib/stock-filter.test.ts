import { describe, expect, it } from 'vitest';
import { filterByStock } from './stock-filter.ts';

const products = [
  { name: 'plenty', stock: 40, inStock: true },
  { name: 'uncounted', stock: null, inStock: true },
  { name: 'five left', stock: 5, inStock: true },
  { name: 'one left', stock: 1, inStock: true },
  { name: 'sold out', stock: 0, inStock: true },
  { name: 'switched off', stock: 3, inStock: false },
];
const names = (list: { name: string }[]) => list.map((p) => p.name);

describe('the stock filter', () => {
  it('keeps everything by default', () => {
    expect(filterByStock(products, 'all')).toHaveLength(6);
  });

  it('finds products with 5 or fewer units still on sale', () => {
    expect(names(filterByStock(products, 'low'))).toEqual([
      'five left',
      'one left',
      'switched off',
    ]);
  });

  it('finds products nobody can buy: counted down to zero or switched off', () => {
    expect(names(filterByStock(products, 'out'))).toEqual(['sold out', 'switched off']);
  });
});
