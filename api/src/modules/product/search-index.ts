import type { ProductPageQuery, ProductSort } from '../../contract/product-page.ts';
import type { Db } from '../../db/knex.ts';
import type { PagePosition } from './catalogue/page-cursor.ts';
import { foldWord, intersectSorted, unionSorted } from './search-postings.ts';
import type { SearchGroup } from './search-terms.ts';
import { searchWords } from './search-words.ts';
import { createWordTrie, type WordTrie } from './word-trie.ts';

// The search index and what a page's order and filters need of each product, held per
// process and built again whenever the catalogue version moves (see search-answers): a
// search's products are found here, and the database is asked only for the page's few
// products among them, with the filters that change without a version (stock counts)
// checked there. Before, each search made the database test the words of every product on
// its way down the page's order: tens of milliseconds when few products match.

/** A product as the index reads it: its names (original and translated) and page facts. */
export interface IndexedProduct {
  id: string;
  names: readonly string[];
  createdAt: number;
  price: number;
  category: string;
  inStock: boolean;
  archived: boolean;
}

/** The index at one catalogue version. Products are numbered in the newest-first order. */
export interface SearchIndex {
  version: number;
  /** The distinct words of the names (archived products' too). */
  vocabulary: WordTrie;
  /**
   * Products whose names (original or translated) have, for every group of the search, all
   * the words of one of its alternatives, each as the start of a name word ("doodh" or
   * "milk"; "wheat flour" is both): their numbers, ascending.
   */
  match(groups: readonly SearchGroup[]): Int32Array;
  /**
   * Those a page may show, in its order, from its cursor on: not archived, in its category,
   * switched on when it asks for products in stock.
   */
  inPageOrder(found: Int32Array, params: ProductPageQuery, after?: PagePosition): Int32Array;
  idOf(n: number): string;
}

/** `products` in the newest-first order (created, then id, descending), as the pages sort. */
export function buildSearchIndex(
  version: number,
  products: readonly IndexedProduct[],
): SearchIndex {
  const count = products.length;
  const ids = products.map((p) => p.id);
  const createdAt = Float64Array.from(products, (p) => p.createdAt);
  const price = Float64Array.from(products, (p) => p.price);
  const archived = Uint8Array.from(products, (p) => (p.archived ? 1 : 0));
  const inStock = Uint8Array.from(products, (p) => (p.inStock ? 1 : 0));
  // Categories as numbers, compared lower-cased as MySQL does (the database checks again).
  const categoryCodes = new Map<string, number>();
  const codeOf = (name: string) => categoryCodes.get(name.toLowerCase());
  const category = Int32Array.from(products, (p) => {
    const name = p.category.toLowerCase();
    const code = categoryCodes.get(name) ?? categoryCodes.size;
    categoryCodes.set(name, code);
    return code;
  });

  // Each folded word's products, ascending (products come in number order); the folded
  // words sorted, so the words a search word starts are one range of them.
  const folded = new Map<string, string>();
  const lists = new Map<string, number[]>();
  products.forEach((product, n) => {
    for (const word of new Set(product.names.flatMap((name) => searchWords(name)))) {
      let key = folded.get(word);
      if (key === undefined) folded.set(word, (key = foldWord(word)));
      const list = lists.get(key);
      if (!list) lists.set(key, [n]);
      else if (list.at(-1) !== n) list.push(n);
    }
  });
  const keys = [...lists.keys()].sort();
  const postings = keys.map((key) => Int32Array.from(lists.get(key) ?? []));

  function startingWith(word: string): Int32Array {
    const prefix = foldWord(word);
    let [low, high] = [0, keys.length];
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((keys[mid] ?? '') < prefix) low = mid + 1;
      else high = mid;
    }
    let end = low;
    while ((keys[end] ?? '').startsWith(prefix) && end < keys.length) end++;
    return unionSorted(postings.slice(low, end));
  }

  // The price orders, made when first used: each product's place in them.
  const places = new Map<ProductSort, Int32Array>();
  const placesIn = (sort: Exclude<ProductSort, 'newest'>): Int32Array => {
    let made = places.get(sort);
    if (!made) {
      const sign = sort === 'price-asc' ? 1 : -1;
      const sorted = Int32Array.from(ids, (_, n) => n).sort((a, b) => {
        const [x, y] = [ids[a] ?? '', ids[b] ?? ''];
        return sign * ((price[a] ?? 0) - (price[b] ?? 0) || (x < y ? -1 : x > y ? 1 : 0));
      });
      made = new Int32Array(count);
      for (let place = 0; place < count; place++) made[sorted[place] ?? 0] = place;
      places.set(sort, made);
    }
    return made;
  };

  /** Whether product `n` comes after the cursor's position in the page's order. */
  function isAfter(n: number, after: PagePosition): boolean {
    const value = (after.sort === 'newest' ? createdAt[n] : price[n]) ?? 0;
    const id = ids[n] ?? '';
    if (after.sort === 'price-asc')
      return value > after.value || (value === after.value && id > after.id);
    return value < after.value || (value === after.value && id < after.id);
  }

  return {
    version,
    vocabulary: createWordTrie(folded.keys()),

    match(groups) {
      const memo = new Map<string, Int32Array>();
      const starting = (word: string) => {
        let found = memo.get(word);
        if (!found) memo.set(word, (found = startingWith(word)));
        return found;
      };
      let all: Int32Array | undefined;
      for (const group of groups) {
        const alternatives = group.filter((words) => words.length > 0);
        if (alternatives.length === 0) continue;
        const union = unionSorted(
          alternatives.map((words) => words.map(starting).reduce(intersectSorted)),
        );
        all = all ? intersectSorted(all, union) : union;
      }
      // A search without words (only punctuation) leaves every product, as it always did.
      return all ?? Int32Array.from(ids, (_, n) => n);
    },

    inPageOrder(found, params, after) {
      const code = params.category === undefined ? undefined : (codeOf(params.category) ?? -1);
      const kept = found.filter(
        (n) =>
          !archived[n] &&
          (code === undefined || category[n] === code) &&
          (!params.inStock || inStock[n] === 1) &&
          (!after || isAfter(n, after)),
      );
      if (params.sort === 'newest') return kept;
      const place = placesIn(params.sort);
      return kept.sort((a, b) => (place[a] ?? 0) - (place[b] ?? 0));
    },

    idOf: (n) => ids[n] ?? '',
  };
}

type ProductRow = {
  id: string;
  name: string;
  createdAt: number | string;
  offerPricePaise: number | string;
  category: string;
  inStock: boolean | number;
  archivedAt: number | string | null;
};

/**
 * The index of the catalogue at `version`, built once per version in this process from the
 * names, as product_words holds their words (searchWords of the name and its translated
 * names); a read that fails is tried again by the next search.
 */
export function createSearchIndexes(db: Db) {
  let held: { version: number; index: Promise<SearchIndex> } | undefined;
  async function read(version: number): Promise<SearchIndex> {
    const [rows, translated] = await Promise.all([
      db('products')
        .select('id', 'name', 'createdAt', 'offerPricePaise', 'category', 'inStock', 'archivedAt')
        .orderByRaw('created_at desc, id desc') as Promise<ProductRow[]>,
      db('product_translations').whereNotNull('name').select('productId', 'name') as Promise<
        { productId: string; name: string }[]
      >,
    ]);
    const names = new Map<string, string[]>();
    for (const { productId, name } of translated)
      names.set(productId, [...(names.get(productId) ?? []), name]);
    return buildSearchIndex(
      version,
      rows.map((row) => ({
        id: row.id,
        names: [row.name, ...(names.get(row.id) ?? [])],
        createdAt: Number(row.createdAt),
        price: Number(row.offerPricePaise),
        category: row.category,
        inStock: Boolean(Number(row.inStock)),
        archived: row.archivedAt !== null,
      })),
    );
  }
  return (version: number): Promise<SearchIndex> => {
    if (!held || held.version !== version) {
      const entry = { version, index: read(version) };
      held = entry;
      entry.index.catch(() => {
        if (held === entry) held = undefined;
      });
    }
    return held.index;
  };
}
