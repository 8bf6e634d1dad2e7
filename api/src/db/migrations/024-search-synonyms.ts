import type { Knex } from 'knex';
import { MAX_SYNONYM_LENGTH } from '../../contract/search.ts';
import { seedSynonyms } from '../../modules/product/search-synonym-seed.ts';

// Search in the shopper's words (issue 30): a word a shopper types ("doodh") and the words
// it means ("milk"), one row per pair, seeded with common Hindi and Hinglish grocery words.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('search_synonyms', (t) => {
    if (knex.client.config.client === 'mysql2') {
      t.engine('InnoDB');
      t.charset('utf8mb4');
      // Binary: "dal" and "dāl" are two words here, as the seller wrote them.
      t.collate('utf8mb4_bin');
    }
    t.string('word', MAX_SYNONYM_LENGTH).notNullable();
    t.string('meaning', MAX_SYNONYM_LENGTH).notNullable();
    t.primary(['word', 'meaning']);
  });
  const rows = seedSynonyms();
  for (let i = 0; i < rows.length; i += 500)
    await knex('search_synonyms').insert(rows.slice(i, i + 500));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('search_synonyms');
}
