import type { Knex } from 'knex';
import { searchWords, MAX_WORD_LENGTH } from '../../modules/product/search-words.ts';

const isMysql = (knex: Knex) => knex.client.config.client === 'mysql2';

function tableOptions(knex: Knex, t: Knex.CreateTableBuilder) {
  if (isMysql(knex)) {
    t.engine('InnoDB');
    t.charset('utf8mb4');
    t.collate('utf8mb4_unicode_ci');
  }
}

// A catalogue of any size, served a page at a time:
// - product_words: the search index, one row per word of a product's name, so a search
//   is a prefix range of an index on both engines (not a scan of every name);
// - catalogue_version: bumped by every change a shopper could see, so each API process
//   knows when its cached copy of the whole list is out of date;
// - indexes for the pages' orders (newest, by price), within a category or not.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('product_words', (t) => {
    tableOptions(knex, t);
    t.string('word', MAX_WORD_LENGTH).notNullable();
    t.string('product_id', 36)
      .notNullable()
      .references('id')
      .inTable('products')
      .onDelete('CASCADE');
    t.primary(['word', 'product_id']);
    t.index(['product_id']);
  });
  await knex.schema.createTable('catalogue_version', (t) => {
    tableOptions(knex, t);
    t.integer('id').primary();
    t.bigInteger('version').notNullable();
  });
  await knex('catalogue_version').insert({ id: 1, version: 1 });
  await knex.schema.alterTable('products', (t) => {
    t.index(['created_at', 'id'], 'products_newest');
    t.index(['offer_price_paise', 'id'], 'products_price');
    t.index(['category', 'created_at', 'id'], 'products_category_newest');
    t.index(['category', 'offer_price_paise', 'id'], 'products_category_price');
  });

  const products = (await knex('products').select('id', 'name')) as { id: string; name: string }[];
  const rows = products.flatMap(({ id, name }) =>
    searchWords(name).map((word) => ({ word, product_id: id })),
  );
  for (let i = 0; i < rows.length; i += 500)
    await knex('product_words').insert(rows.slice(i, i + 500));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('products', (t) => {
    t.dropIndex([], 'products_newest');
    t.dropIndex([], 'products_price');
    t.dropIndex([], 'products_category_newest');
    t.dropIndex([], 'products_category_price');
  });
  await knex.schema.dropTable('catalogue_version');
  await knex.schema.dropTable('product_words');
}
