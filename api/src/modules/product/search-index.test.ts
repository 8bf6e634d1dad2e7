import { describe, expect, it } from 'vitest';
import type { ProductPageQuery } from '../../contract/product-page.ts';
import { buildSearchIndex, type IndexedProduct } from './search-index.ts';
import type { SearchGroup } from './search-terms.ts';

// The in-memory search index on its own: which products a search's groups match, and in
// which order a page reads them (the database then checks its few products again).

const product = (id: string, names: string[], extra: Partial<IndexedProduct> = {}) => ({
  id,
  names,
  createdAt: 0,
  price: 100,
  category: 'Vegetables',
  inStock: true,
  archived: false,
  ...extra,
});

// Newest first, as the index is given them.
const index = buildSearchIndex(7, [
  product('p9', ['Fresh Tomatoes 1 kg'], { createdAt: 9, price: 300 }),
  product('p8', ['Tomato Ketchup'], { createdAt: 8, price: 100, category: 'Instant' }),
  product('p7', ['Toned Milk', 'टोंड दूध'], { createdAt: 7, price: 200, category: 'Dairy' }),
  product('p6', ['Whole Wheat Flour'], { createdAt: 6, price: 200, category: 'Grains' }),
  product('p5', ['Café Crème'], { createdAt: 5, price: 150, category: 'Drinks' }),
  product('p4', ['Fresh Paneer'], { createdAt: 4, price: 100, archived: true }),
  product('p3', ['Fresh Spinach'], { createdAt: 3, price: 100, inStock: false }),
  product('p2', ['मटर (फ़्रोज़न)'], { createdAt: 3, price: 100 }),
]);

const ids = (groups: SearchGroup[], params: Partial<ProductPageQuery> = {}, after?: never) =>
  Array.from(
    index.inPageOrder(
      index.match(groups),
      { sort: 'newest', limit: 24, inStock: false, ...params },
      after,
    ),
    index.idOf,
  );
const words = (...list: string[]): SearchGroup[] => list.map((word) => [[word]]);

describe('the search index', () => {
  it('matches the start of a name word, every group, any alternative', () => {
    expect(ids(words('to'))).toEqual(['p9', 'p8', 'p7']);
    expect(ids(words('tom'))).toEqual(['p9', 'p8']);
    expect(ids(words('fresh', 'tom'))).toEqual(['p9']);
    expect(ids(words('tomato', 'juice'))).toEqual([]);
    // "atta" means wheat flour: both words, in any order in the name.
    expect(ids([[['atta'], ['wheat', 'flour']]])).toEqual(['p6']);
    expect(ids([[['atta'], ['flour', 'whole']]])).toEqual(['p6']);
    expect(ids([[['atta'], ['wheat', 'bread']]])).toEqual([]);
  });

  it('finds translated names, and compares words as MySQL does', () => {
    expect(ids(words('दूध'))).toEqual(['p7']);
    // Vowel signs and the nukta count ("दध" is not "दूध"); Latin accents do not.
    expect(ids(words('दध'))).toEqual([]);
    expect(ids(words('cafe', 'creme'))).toEqual(['p5']);
    expect(ids(words('café'))).toEqual(['p5']);
    expect(ids(words('फ्रोजन'))).toEqual([]);
    expect(ids(words('फ़्रोज़न'))).toEqual(['p2']);
  });

  it('leaves every product to a search without words', () => {
    expect(ids([])).toEqual(['p9', 'p8', 'p7', 'p6', 'p5', 'p3', 'p2']);
  });

  it('keeps what a page may show, in its order, after its cursor', () => {
    expect(ids(words('fresh'))).toEqual(['p9', 'p3']);
    expect(ids(words('fresh'), { inStock: true })).toEqual(['p9']);
    expect(ids(words('t'), { category: 'dAiRy' })).toEqual(['p7']);
    expect(ids(words('t'), { category: 'Unknown' })).toEqual([]);
    expect(ids([], { sort: 'price-asc' })).toEqual(['p2', 'p3', 'p8', 'p5', 'p6', 'p7', 'p9']);
    expect(ids([], { sort: 'price-desc' })).toEqual(['p9', 'p7', 'p6', 'p5', 'p8', 'p3', 'p2']);
    const after = (sort: ProductPageQuery['sort'], value: number, id: string) =>
      ids([], { sort }, { sort, value, id } as never);
    expect(after('newest', 7, 'p7')).toEqual(['p6', 'p5', 'p3', 'p2']);
    expect(after('newest', 3, 'p3')).toEqual(['p2']);
    expect(after('price-asc', 100, 'p8')).toEqual(['p5', 'p6', 'p7', 'p9']);
    expect(after('price-desc', 200, 'p7')).toEqual(['p6', 'p5', 'p8', 'p3', 'p2']);
  });
});
