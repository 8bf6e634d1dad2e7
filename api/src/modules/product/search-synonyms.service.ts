import {
  MAX_SYNONYM_ROWS,
  type Synonym,
  type SynonymListResponse,
  type synonymChangeSchema,
} from '../../contract/search.ts';
import type { z } from 'zod';
import type { Db } from '../../db/knex.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { bumpCatalogueVersion, readCatalogueVersion } from './catalogue/catalogue-version.ts';
import { searchWords } from './search-words.ts';

const BATCH = 500;

/**
 * The synonyms as a search uses them: each word, as the search index splits it (one
 * word or a few, joined by a space), and its meanings, each split the same way.
 */
export type SynonymIndex = ReadonlyMap<string, readonly (readonly string[])[]>;

type Row = { word: string; meaning: string };

function toList(rows: readonly Row[]): Synonym[] {
  const byWord = new Map<string, string[]>();
  for (const { word, meaning } of rows) byWord.set(word, [...(byWord.get(word) ?? []), meaning]);
  return [...byWord].map(([word, meanings]) => ({ word, meanings }));
}

function toIndex(rows: readonly Row[]): SynonymIndex {
  const index = new Map<string, string[][]>();
  for (const { word, meaning } of rows) {
    const key = searchWords(word).join(' ');
    const words = searchWords(meaning);
    if (key && words.length > 0) index.set(key, [...(index.get(key) ?? []), words]);
  }
  return index;
}

/** One row per word and meaning (a word listed twice keeps the meanings of both). */
function rowsOf(synonyms: readonly Synonym[]): Row[] {
  const rows = new Map<string, Row>();
  for (const { word, meanings } of synonyms)
    for (const meaning of meanings) rows.set(JSON.stringify([word, meaning]), { word, meaning });
  return [...rows.values()];
}

/**
 * The seller's synonyms (table search_synonyms) and each process's copy of them, read again
 * when the catalogue version has moved (every change bumps it). The version is read with
 * each use, that is with each search the page cache does not hold (one primary-key read):
 * a page read after a change, in any process, so never uses the list from before it.
 */
export function createSearchSynonymService(deps: {
  db: Db;
  /** Drops the catalogue's held pages (their searches used the old list), everywhere. */
  catalogueChanged: () => Promise<void>;
}) {
  const { db } = deps;
  let held: { index: Promise<SynonymIndex>; version: number } | undefined;

  async function load(): Promise<SynonymIndex> {
    const rows = (await db('search_synonyms').select('word', 'meaning')) as Row[];
    return toIndex(rows);
  }

  async function list(): Promise<SynonymListResponse> {
    const rows = (await db('search_synonyms')
      .select('word', 'meaning')
      .orderBy(['word', 'meaning'])) as Row[];
    return { success: true, synonyms: toList(rows), rows: rows.length, max: MAX_SYNONYM_ROWS };
  }

  return {
    /**
     * The synonyms as searches use them, from this process's copy; `known`: the catalogue
     * version the caller has just read (else it is read here).
     */
    async index(known?: number): Promise<SynonymIndex> {
      // Read before the rows: a change committed after it is seen by the next use.
      const version = known ?? (await readCatalogueVersion(db));
      if (!held || version > held.version) {
        const entry = { index: load(), version };
        held = entry;
        entry.index.catch(() => {
          if (held === entry) held = undefined;
        });
      }
      return held.index;
    },

    list,

    /**
     * Replaces the list, or sets or deletes one word. The catalogue version is bumped first,
     * in the transaction: it locks that row, so changes run one at a time and the count of
     * rows checked against the limit is the one committed.
     */
    async change(change: z.output<typeof synonymChangeSchema>): Promise<SynonymListResponse> {
      await db.transaction(async (trx) => {
        await bumpCatalogueVersion(trx);
        if (change.action === 'replace') {
          await trx('search_synonyms').delete();
          const rows = rowsOf(change.synonyms);
          for (let i = 0; i < rows.length; i += BATCH)
            await trx('search_synonyms').insert(rows.slice(i, i + BATCH));
        } else if (change.action === 'set') {
          await trx('search_synonyms').where('word', change.synonym.word).delete();
          await trx('search_synonyms').insert(rowsOf([change.synonym]));
        } else {
          const deleted = await trx('search_synonyms').where('word', change.word).delete();
          if (deleted === 0) throw notFound((w) => w.catalogue.synonymMissing(change.word));
        }
        const counted = (await trx('search_synonyms').count({ total: '*' }).first()) as
          { total: number | string } | undefined;
        if (Number(counted?.total ?? 0) > MAX_SYNONYM_ROWS)
          throw badRequest((w) => w.catalogue.synonymsFull(MAX_SYNONYM_ROWS));
      });
      held = undefined;
      await deps.catalogueChanged();
      return list();
    },
  };
}

export type SearchSynonymService = ReturnType<typeof createSearchSynonymService>;
