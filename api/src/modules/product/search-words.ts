/** Words longer than this are matched on their first characters only. */
export const MAX_WORD_LENGTH = 40;

/**
 * A letter or digit, then letters, digits and marks. Marks carry Devanagari's vowel signs
 * and viramas ("दूध" is द, ू, ध), so they stay inside a word; after a Latin or common
 * (digit) character a mark still ends the word, so Latin names index as they always did.
 */
const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}]|(?<![\p{Script=Latin}\p{Script=Common}])\p{M})*/gu;

/**
 * The words of a product name or a search, as the search index keeps them: letters and
 * digits in any script, lower-cased, each once ("Masala Instant Noodles (2-pack)" ->
 * masala, instant, noodles, 2, pack; "दूध (1 लीटर)" -> दूध, 1, लीटर). A search word matches
 * a name word it starts: "tom" finds "Tomatoes"; every word of a search must match.
 */
export function searchWords(text: string): string[] {
  const words = text.normalize('NFKC').toLowerCase().match(WORD) ?? [];
  return [...new Set(words.map((word) => word.slice(0, MAX_WORD_LENGTH)))];
}

/** Units a pack size is written in ("5 kg", "500 g", "1 l", "6 pcs"), as searches type them. */
const SIZE_UNITS = new Set([
  'kg',
  'kgs',
  'g',
  'gm',
  'gms',
  'gram',
  'grams',
  'l',
  'lt',
  'ltr',
  'litre',
  'litres',
  'liter',
  'liters',
  'ml',
  'pc',
  'pcs',
  'piece',
  'pieces',
  'pack',
  'packs',
  'x',
  'किलो',
  'ग्राम',
  'लीटर',
]);

/**
 * A search word that only says a pack size: a number ("5", "1.5"), a unit ("kg") or both at
 * once ("5kg"). "atta 5 kg" is atta in a 5 kg pack; when no product's name has those words,
 * the search looks for the other words alone rather than finding nothing.
 */
export function isPackSizeWord(word: string): boolean {
  if (SIZE_UNITS.has(word)) return true;
  const [, , unit] = /^(\d+(?:[.,]\d+)?)(\p{L}*)$/u.exec(word) ?? [];
  return unit !== undefined && (unit === '' || SIZE_UNITS.has(unit));
}
