import { describe, expect, it } from 'vitest';
import { editDistance, withinOneEdit } from './search-edit-distance.ts';

describe('edit distance between search words', () => {
  it.each([
    ['bread', 'bread', 0],
    ['bred', 'bread', 1],
    ['breads', 'bread', 1],
    ['bresd', 'bread', 1],
    ['braed', 'bread', 1],
    ['tomatoes', 'tomtaoes', 1],
    ['kitten', 'sitting', 3],
    ['दूध', 'दुध', 1],
    ['', 'abc', 3],
  ])('%s to %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });

  it('stops at the bound it is given', () => {
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
    expect(withinOneEdit('milk', 'mlik')).toBe(true);
    expect(withinOneEdit('milk', 'mil')).toBe(true);
    expect(withinOneEdit('milk', 'ml')).toBe(false);
  });
});
