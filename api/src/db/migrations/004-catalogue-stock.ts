import type { Knex } from 'knex';
import { generateSku } from '../../lib/sku.ts';

const isMysql = (knex: Knex) => knex.client.config.client === 'mysql2';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('products', (t) => {
    // Units left; null means not counted (the seller's switch alone decides).
    t.integer('stock').nullable();
    t.string('sku', 64).nullable();
    // Archived products leave every customer view but stay in past orders.
    t.bigInteger('archived_at').nullable();
  });
  // Every product has a SKU from now on (a price list matches rows by it); existing ones get
  // generated ones, which the seller can change.
  const ids = (await knex('products').whereNull('sku').pluck('id')) as string[];
  for (const id of ids) await knex('products').where('id', id).update({ sku: generateSku() });
  // SKUs are codes people type: "ab-1" and "AB-1" are the same one. MySQL's collation is
  // already case-insensitive; SQLite needs NOCASE. Several products may have none (NULL).
  if (isMysql(knex)) {
    await knex.schema.alterTable('products', (t) =>
      t.unique(['sku'], { indexName: 'products_sku_unique' }),
    );
  } else {
    await knex.raw('CREATE UNIQUE INDEX products_sku_unique ON products (sku COLLATE NOCASE)');
  }

  await knex.schema.alterTable('order_items', (t) => {
    // Units this line took from a counted stock, given back if the order's payment fails.
    t.integer('stock_taken').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('order_items', (t) => t.dropColumn('stock_taken'));
  if (isMysql(knex)) {
    await knex.schema.alterTable('products', (t) => t.dropUnique(['sku'], 'products_sku_unique'));
  } else {
    await knex.raw('DROP INDEX products_sku_unique');
  }
  await knex.schema.alterTable('products', (t) => {
    t.dropColumn('stock');
    t.dropColumn('sku');
    t.dropColumn('archived_at');
  });
}
