import type { Knex } from 'knex';

// The shop's own details (the shop module): one row, every field unset until the seller
// fills it in, so the storefront keeps the spec's placeholders.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('shop_profile', (t) => {
    t.integer('id').primary();
    t.string('name', 80).nullable();
    t.string('address', 300).nullable();
    t.string('phone', 13).nullable();
    t.string('whatsapp', 13).nullable();
    t.string('email', 254).nullable();
    t.string('gstin', 15).nullable();
    t.string('fssai', 14).nullable();
    t.bigInteger('updated_at').notNullable();
  });
  await knex('shop_profile').insert({ id: 1, updated_at: Date.now() });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('shop_profile');
}
