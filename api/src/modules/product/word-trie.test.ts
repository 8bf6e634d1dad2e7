import { describe, expect, it } from 'vitest';
import { editDistance, withinOneEdit } from './search-edit-distance.ts';
import { nearestWords, nearWords, suggestionEdits } from './search-terms.ts';
import { createWordTrie } from './word-trie.ts';

// The trie walks must find exactly what measuring every word finds (the way the typo pass
// and the suggestions worked before the trie): checked on many words close to each other.

/** A typo's intended word, measured word by word (the rule nearWords follows). */
function isNear(word: string, near: string): boolean {
  if (near === word) return false;
  const [a, b] = [...word];
  const [c, d] = [...near];
  if (a !== c && !(a === d && b === c)) return false;
  if (withinOneEdit(word, near)) return true;
  const size = [...word].length;
  const chars = [...near];
  if (chars.length <= size) return false;
  return [size - 1, size, size + 1].some((n) => withinOneEdit(word, chars.slice(0, n).join('')));
}

/** Each word's distance as nearestWords scores it, measured word by word. */
function nearestByScan(words: readonly string[], vocabulary: readonly string[]) {
  const scored = new Map<string, number>();
  for (const candidate of vocabulary) {
    let distance = Number.POSITIVE_INFINITY;
    for (const word of words) {
      const size = [...word].length;
      const allowed = suggestionEdits(size);
      if (allowed < 0) continue;
      const whole = editDistance(word, candidate, allowed);
      const start = [...candidate].slice(0, size).join('');
      const begun = start === candidate ? whole : editDistance(word, start, allowed) + 0.5;
      for (const value of [whole, begun])
        if (value <= allowed) distance = Math.min(distance, value);
    }
    if (Number.isFinite(distance)) scored.set(candidate, distance);
  }
  return scored;
}

/** A fixed sequence of pseudo-random numbers (mulberry32: the same words on every run). */
function seeded(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % below;
  };
}

const random = seeded(30);
const letters = [...'abcdeo', 'दू', 'ध', 'ा'];
const wordOf = (length: number) =>
  Array.from({ length }, () => letters[random(letters.length)]).join('');
const vocabulary = [
  ...new Set([
    ...Array.from({ length: 1500 }, () => wordOf(1 + random(8))),
    'bread',
    'tomatoes',
    'tomato',
    'दूध',
  ]),
];
const searches = [
  ...Array.from({ length: 150 }, () => wordOf(1 + random(8))),
  ...vocabulary.slice(0, 150).map((word) => `${word.slice(0, 2)}x${word.slice(2)}`),
  'bred',
  'tomatp',
  'tomtaoes',
  'दुध',
];

describe('the word trie', () => {
  const trie = createWordTrie(vocabulary);

  it('finds the same near words as measuring every word', () => {
    for (const word of searches) {
      const expected = vocabulary.filter((near) => isNear(word, near)).sort();
      expect(nearWords(word, trie, Number.POSITIVE_INFINITY).sort(), word).toEqual(expected);
    }
    expect(nearWords('bred', trie, 12)).toContain('bread');
    expect(nearWords('tomatp', trie, 12)).toEqual(expect.arrayContaining(['tomato', 'tomatoes']));
  });

  it('stops at the limit, one-edit words first', () => {
    const counted = searches.map((word) => ({
      word,
      all: nearWords(word, trie, Number.POSITIVE_INFINITY),
    }));
    const { word, all } = counted.reduce((a, b) => (b.all.length > a.all.length ? b : a));
    expect(all.length).toBeGreaterThan(2);
    expect(nearWords(word, trie, all.length - 1)).toHaveLength(all.length - 1);
    const whole = all.filter((near) => withinOneEdit(word, near));
    expect(nearWords(word, trie, whole.length).sort()).toEqual(whole.sort());
  });

  it('scores the nearest words as measuring every word does', () => {
    for (let i = 0; i + 1 < searches.length; i += 2) {
      const words = [searches[i]!, searches[i + 1]!];
      const found = nearestWords(words, trie, Number.POSITIVE_INFINITY);
      expect(new Map(found.map(({ word, distance }) => [word, distance])), words.join(' ')).toEqual(
        nearestByScan(words, vocabulary),
      );
      const distances = found.map(({ distance }) => distance);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
  });

  it('suggests near words only: nothing for nonsense and one- or two-letter words', () => {
    const shop = createWordTrie([
      'masala',
      'instant',
      'noodles',
      'veg',
      'pulao',
      'spinach',
      'bunch',
    ]);
    // Once "no" started "noodles" and "such" was two edits from "bunch".
    expect(nearestWords(['zzzz', 'no', 'such', 'product'], shop, 5)).toEqual([]);
    expect(nearestWords(['nodles'], shop, 5).map(({ word }) => word)).toEqual(['noodles']);
    expect(nearestWords(['spinch'], shop, 5).map(({ word }) => word)).toEqual(['spinach']);
  });

  it('is empty without words', () => {
    expect(nearWords('bread', createWordTrie([]), 12)).toEqual([]);
  });
});
