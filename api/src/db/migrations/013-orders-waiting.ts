import type { Knex } from 'knex';

// The console asks on every load and on every live event how many orders wait to be packed
// (status 'Order Placed'); the seller's list filters by status too. Without an index both
// read every order the shop ever had.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.index(['status', 'created_at'], 'orders_status');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.dropIndex(['status', 'created_at'], 'orders_status');
  });
}
