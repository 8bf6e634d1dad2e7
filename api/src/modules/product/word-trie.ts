// The indexed words (or the synonyms' words) as a trie, by code point, for the typo pass
// and the suggestions: a word's near words are found by walking only the branches whose
// edit distance from it can stay within the bound, instead of measuring every word.

export interface TrieNode {
  children: Map<string, TrieNode>;
  /** The word ending here, if one does. */
  word?: string;
}

/** Called for each node within the bound: its prefix, that prefix's distance, its depth. */
type Visit = (node: TrieNode, distance: number, depth: number) => void;

export interface WordTrie {
  /** Visits the nodes whose prefix is at most `max` edits from `word` (see editDistance). */
  walk(word: string, max: number, visit: Visit): void;
}

/** Words are inserted in sorted order, so children (and so every walk) come sorted too. */
export function createWordTrie(words: Iterable<string>): WordTrie {
  const root: TrieNode = { children: new Map() };
  for (const word of [...words].sort()) {
    let node = root;
    for (const char of word) {
      let child = node.children.get(char);
      if (!child) {
        child = { children: new Map() };
        node.children.set(char, child);
      }
      node = child;
    }
    node.word = word;
  }

  return {
    walk(word, max, visit) {
      const s = [...word];
      // Row of the optimal string alignment distance for the empty prefix.
      const first = Array.from({ length: s.length + 1 }, (_, j) => j);
      const step = (
        node: TrieNode,
        depth: number,
        row: readonly number[],
        before: readonly number[] | undefined,
        char: string | undefined,
      ) => {
        visit(node, row[s.length] ?? 0, depth);
        for (const [next, child] of node.children) {
          const nextRow = [depth + 1];
          let best = depth + 1;
          for (let j = 1; j <= s.length; j++) {
            const cost = s[j - 1] === next ? 0 : 1;
            let value = Math.min(
              (row[j] ?? 0) + 1,
              (nextRow[j - 1] ?? 0) + 1,
              (row[j - 1] ?? 0) + cost,
            );
            // A swap of two neighbours ("teh"): the two rows before are the swapped letters.
            if (before && j > 1 && s[j - 1] === char && s[j - 2] === next)
              value = Math.min(value, (before[j - 2] ?? 0) + 1);
            nextRow.push(value);
            best = Math.min(best, value);
          }
          // Every alignment of a longer prefix passes through this row (a swap skips a row
          // but costs no less than the diagonal it replaces): past the bound, so is it.
          if (best <= max) step(child, depth + 1, nextRow, row, next);
        }
      };
      step(root, 0, first, undefined, undefined);
    },
  };
}

/** The words at and below a node, in sorted order, while `take` answers true. */
export function eachWordBelow(node: TrieNode, take: (word: string) => boolean): boolean {
  if (node.word !== undefined && !take(node.word)) return false;
  for (const child of node.children.values()) if (!eachWordBelow(child, take)) return false;
  return true;
}
