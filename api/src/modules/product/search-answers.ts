import { MAX_SUGGESTIONS, type SearchSuggestion } from '../../contract/search.ts';
import type { Db } from '../../db/knex.ts';
import { readCatalogueVersion } from './catalogue/catalogue-version.ts';
import type { SearchSynonymService } from './search-synonyms.service.ts';
import { fuzzyGroups, nearestWords, searchGroups, type SearchGroup } from './search-terms.ts';
import { searchWords } from './search-words.ts';

/** More words than this in one search are ignored (each is one more index lookup). */
const MAX_SEARCH_WORDS = 8;
type Row = { id: string; name: string; category: string; word: string };

/** Nearest indexed words whose products are suggested. */
const SUGGESTION_WORDS = 20;

/**
 * A word as both engines may match it at least: without accents or vowel signs (MySQL's
 * collation ignores accents), so that a word found nowhere here is found nowhere there.
 */
const loose = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');

/** The distinct indexed words, and the same loosened and sorted for prefix look-ups. */
interface Vocabulary {
  words: readonly string[];
  loose: readonly string[];
}

/** Whether some word of the vocabulary may start with `word` (see `loose`). */
function mayStart(vocabulary: Vocabulary, word: string): boolean {
  const prefix = loose(word);
  const sorted = vocabulary.loose;
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((sorted[mid] ?? '') < prefix) low = mid + 1;
    else high = mid;
  }
  return (sorted[low] ?? '').startsWith(prefix);
}

/**
 * The groups without the alternatives no product can match (a word that starts no indexed
 * word); undefined when a group has none left: the search cannot find anything, and the
 * database need not be asked (a typo would otherwise scan every product in order).
 */
function possible(groups: SearchGroup[], vocabulary: Vocabulary): SearchGroup[] | undefined {
  const kept = groups.map((group) =>
    group.filter((words) => words.every((word) => mayStart(vocabulary, word))),
  );
  return kept.some((group) => group.length === 0) ? undefined : kept;
}

/**
 * The distinct words of the product names (archived ones too), held per process and read
 * again when the catalogue version moves, so a typo is looked up among them rather than
 * in every name.
 */
function createVocabulary(db: Db) {
  let held: { version: number; vocabulary: Promise<Vocabulary> } | undefined;
  return async (): Promise<Vocabulary> => {
    const version = await readCatalogueVersion(db);
    if (!held || held.version !== version) {
      const vocabulary = db('product_words')
        .distinct('word')
        .then((rows: { word: string }[]) => {
          const words = rows.map((row) => row.word);
          return { words, loose: words.map(loose).sort() };
        });
      const entry = { version, vocabulary };
      held = entry;
      vocabulary.catch(() => {
        if (held === entry) held = undefined;
      });
    }
    return held.vocabulary;
  };
}

/** How a search's text is looked for: as typed with synonyms, one edit away, or near. */
export function createSearchAnswers(deps: {
  db: Db;
  synonyms: Pick<SearchSynonymService, 'index'>;
}) {
  const { db, synonyms } = deps;
  const vocabulary = createVocabulary(db);
  const wordsOf = (text: string) => searchWords(text).slice(0, MAX_SEARCH_WORDS);

  return {
    /**
     * The words as typed, and what the synonyms list says they mean; undefined when no
     * product can match them.
     */
    async groups(text: string): Promise<SearchGroup[] | undefined> {
      const [index, words] = await Promise.all([synonyms.index(), vocabulary()]);
      return possible(searchGroups(wordsOf(text), index), words);
    },

    /** With words one edit away too; undefined when none has any, or nothing can match. */
    async fuzzyGroups(text: string): Promise<SearchGroup[] | undefined> {
      const [index, words] = await Promise.all([synonyms.index(), vocabulary()]);
      const groups = fuzzyGroups(wordsOf(text), index, words.words);
      return groups && possible(groups, words);
    },

    /** Up to MAX_SUGGESTIONS products on sale whose words are nearest the search's. */
    async suggestions(text: string): Promise<SearchSuggestion[]> {
      const nearest = nearestWords(wordsOf(text), (await vocabulary()).words, SUGGESTION_WORDS);
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
    },
  };
}

export type SearchAnswers = ReturnType<typeof createSearchAnswers>;
