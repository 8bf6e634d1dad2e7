import type { Knex } from 'knex';
import { searchWords } from '../../modules/product/search-words.ts';

const isMysql = (knex: Knex) => knex.client.config.client === 'mysql2';

// Product names and descriptions per language (issue 30): one row per product and
// language, each field null when it falls back to the original (en-IN, in `products`).
// The search index now keeps Devanagari words whole (vowel signs are marks, which split
// them before): names with a mark are indexed again; Latin names index as they did.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('product_translations', (t) => {
    if (isMysql(knex)) {
      t.engine('InnoDB');
      t.charset('utf8mb4');
      t.collate('utf8mb4_unicode_ci');
    }
    t.string('product_id', 36)
      .notNullable()
      .references('id')
      .inTable('products')
      .onDelete('CASCADE');
    // A BCP-47 base language (hi, mr, ta…); see contract/languages.ts.
    t.string('lang', 12).notNullable();
    t.string('name', 120).nullable();
    // JSON lines, as products.description.
    t.text('description').nullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.primary(['product_id', 'lang']);
  });

  const products = (await knex('products').select('id', 'name')) as { id: string; name: string }[];
  for (const { id, name } of products.filter((p) => /\p{M}/u.test(p.name))) {
    await knex('product_words').where('productId', id).delete();
    const rows = searchWords(name).map((word) => ({ word, productId: id }));
    if (rows.length > 0) await knex('product_words').insert(rows);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('product_translations');
}
