// The search index's lists of product numbers (ascending, no repeats) and how words are
// compared in it.

/**
 * A word as the engines compare it: MySQL's collation ignores Latin accents ("cafe" starts
 * "café"), but not Devanagari vowel signs, viramas or the nukta ("दध" does not start
 * "दूध"); SQLite's matching follows the same rule since the index moved into memory. Words
 * are already lower-cased and composed (searchWords).
 */
export const foldWord = (word: string): string =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');

/** The numbers in both lists. */
export function intersectSorted(a: Int32Array, b: Int32Array): Int32Array {
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  const out = new Int32Array(small.length);
  let size = 0;
  let j = 0;
  for (let i = 0; i < small.length && j < large.length; i++) {
    const n = small[i] ?? 0;
    while (j < large.length && (large[j] ?? 0) < n) j++;
    if (large[j] === n) out[size++] = n;
  }
  return out.subarray(0, size);
}

/** The numbers in any of the lists. */
export function unionSorted(lists: readonly Int32Array[]): Int32Array {
  const [only] = lists;
  if (only && lists.length === 1) return only;
  const all = new Int32Array(lists.reduce((total, list) => total + list.length, 0));
  let at = 0;
  for (const list of lists) {
    all.set(list, at);
    at += list.length;
  }
  all.sort();
  let size = 0;
  for (let i = 0; i < all.length; i++)
    if (i === 0 || all[i] !== all[i - 1]) all[size++] = all[i] ?? 0;
  return all.subarray(0, size);
}
