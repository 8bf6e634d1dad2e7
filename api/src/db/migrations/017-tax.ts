import type { Knex } from 'knex';

// Tax as the shop sets it (issue 31): `added` is the spec's 2% on top of the prices;
// `included` means the prices already contain GST (the MRP on an Indian pack does). Each
// order keeps the mode it was placed under, and each line the GST rate and HSN code its
// product had then, so a bill printed later says what was true at the sale.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('shop_profile', (t) => {
    t.string('tax_mode', 8).notNullable().defaultTo('added');
  });
  await knex.schema.alterTable('products', (t) => {
    t.integer('gst_rate').nullable();
    t.string('hsn', 8).nullable();
  });
  await knex.schema.alterTable('orders', (t) => {
    t.string('tax_mode', 8).notNullable().defaultTo('added');
  });
  await knex.schema.alterTable('order_items', (t) => {
    t.integer('gst_rate').nullable();
    t.string('hsn', 8).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('order_items', (t) => {
    t.dropColumn('gst_rate');
    t.dropColumn('hsn');
  });
  await knex.schema.alterTable('orders', (t) => t.dropColumn('tax_mode'));
  await knex.schema.alterTable('products', (t) => {
    t.dropColumn('gst_rate');
    t.dropColumn('hsn');
  });
  await knex.schema.alterTable('shop_profile', (t) => t.dropColumn('tax_mode'));
}
