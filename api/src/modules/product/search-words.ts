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
