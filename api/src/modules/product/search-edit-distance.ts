// Edit distances between search words, by code point (a Devanagari letter and its vowel
// sign are two). Hand-written: the npm libraries either skip transpositions (the commonest
// typo, "teh") or pull in more than these few lines. Searches walk a trie of the indexed
// words with the same recurrence (word-trie.ts); this measures two words, the definition
// the trie's tests hold it to.

/**
 * The optimal string alignment distance (Damerau-Levenshtein without edits inside an edit):
 * inserts, deletes, substitutions and swaps of two neighbours, each costing one. Stops
 * early and answers `max + 1` once every alignment costs more than `max`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return previous[t.length] ?? 0;
}

/** One edit or none apart (see editDistance). */
export const withinOneEdit = (a: string, b: string) => editDistance(a, b, 1) <= 1;
