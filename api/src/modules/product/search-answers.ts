import type { ProductPageQuery } from '../../contract/product-page.ts';
import { MAX_SUGGESTIONS, type SearchSuggestion } from '../../contract/search.ts';
import type { Db } from '../../db/knex.ts';
import { readCatalogueVersion } from './catalogue/catalogue-version.ts';
import type { PagePosition } from './catalogue/page-cursor.ts';
import { createSearchIndexes } from './search-index.ts';
import type { SearchSynonymService, SynonymIndex } from './search-synonyms.service.ts';
import { fuzzyGroups, nearestWords, searchGroups } from './search-terms.ts';
import { isPackSizeWord, searchWords } from './search-words.ts';
import { createWordTrie, type WordTrie } from './word-trie.ts';

/** More words than this in one search are ignored. */
const MAX_SEARCH_WORDS = 8;
type Row = { id: string; name: string; category: string; word: string };

/** Nearest indexed words whose products are suggested. */
const SUGGESTION_WORDS = 20;

/**
 * A search's products in a page's order, from its cursor on (see SearchIndex.inPageOrder):
 * how many, and the ids of a slice of them.
 */
export type FoundIds = (
  params: ProductPageQuery,
  after?: PagePosition,
) => { count: number; ids: (from: number, to: number) => string[] };

/** What a search's text finds in the catalogue as it is now. */
export interface SearchLookup {
  /** The words as typed, and what the synonyms list says they mean. */
  exact: FoundIds;
  /** With words one edit away too; undefined when no word has any. */
  fuzzy(): FoundIds | undefined;
  /** Up to MAX_SUGGESTIONS products on sale whose words are nearest the search's. */
  suggestions(): Promise<SearchSuggestion[]>;
}

/** How a search's text is looked for: as typed with synonyms, one edit away, or near. */
export function createSearchAnswers(deps: {
  db: Db;
  synonyms: Pick<SearchSynonymService, 'index'>;
}) {
  const { db, synonyms } = deps;
  const indexes = createSearchIndexes(db);
  /** The synonyms list's one-word entries, for the typo pass, per copy of the list. */
  const synonymTries = new WeakMap<SynonymIndex, WordTrie>();
  const synonymTrie = (index: SynonymIndex) => {
    let trie = synonymTries.get(index);
    if (!trie) {
      trie = createWordTrie([...index.keys()].filter((key) => !key.includes(' ')));
      synonymTries.set(index, trie);
    }
    return trie;
  };

  async function suggestions(words: readonly string[], vocabulary: WordTrie) {
    const nearest = nearestWords(words, vocabulary, SUGGESTION_WORDS);
    if (nearest.length === 0) return [];
    const rows = (await db('product_words')
      .join('products', 'products.id', 'product_words.productId')
      .whereIn(
        'product_words.word',
        nearest.map(({ word }) => word),
      )
      .whereNull('products.archivedAt')
      .select('products.id', 'products.name', 'products.category', 'product_words.word')
      .limit(MAX_SUGGESTIONS * SUGGESTION_WORDS)) as Row[];
    const rank = new Map(nearest.map(({ word }, i) => [word, i]));
    const byId = new Map<string, { row: Row; rank: number }>();
    for (const row of rows) {
      const at = rank.get(row.word) ?? SUGGESTION_WORDS;
      const seen = byId.get(row.id);
      if (!seen || at < seen.rank) byId.set(row.id, { row, rank: at });
    }
    return [...byId]
      .sort(([, a], [, b]) => a.rank - b.rank || a.row.name.localeCompare(b.row.name))
      .slice(0, MAX_SUGGESTIONS)
      .map(([_id, { row }]) => ({ _id, name: row.name, category: row.category }));
  }

  return {
    /**
     * The search's index and synonyms as of the catalogue version, read once per search
     * (one primary-key read): a search after a change, in any process, never uses the index
     * or the list from before it. Everything else is worked out in memory.
     */
    async lookup(text: string): Promise<SearchLookup> {
      const version = await readCatalogueVersion(db);
      const [meanings, index] = await Promise.all([synonyms.index(version), indexes(version)]);
      const typed = searchWords(text).slice(0, MAX_SEARCH_WORDS);
      // "atta 5 kg": a pack size no product's name has is left out, not a reason to find none.
      const named = typed.filter((word) => !isPackSizeWord(word));
      let words = typed;
      let found = index.match(searchGroups(typed, meanings));
      if (found.length === 0 && named.length > 0 && named.length < typed.length) {
        words = named;
        found = index.match(searchGroups(named, meanings));
      }
      const inOrder =
        (found: Int32Array): FoundIds =>
        (params, after) => {
          const ordered = index.inPageOrder(found, params, after);
          return {
            count: ordered.length,
            ids: (from, to) => Array.from(ordered.subarray(from, to), index.idOf),
          };
        };
      return {
        exact: inOrder(found),
        fuzzy() {
          const groups = fuzzyGroups(words, meanings, index.vocabulary, synonymTrie(meanings));
          return groups && inOrder(index.match(groups));
        },
        suggestions: () => suggestions(words, index.vocabulary),
      };
    },
  };
}

export type SearchAnswers = ReturnType<typeof createSearchAnswers>;
