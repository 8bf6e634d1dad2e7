import type { Knex } from 'knex';

// Orders from the ONDC network (issue 33): each order says where it came from (`web`, the
// shop's own site, or `ondc`, a buyer app on the network), and a network order keeps the
// buyer app's own id of it. The unique key on (user_id, network_order_id) makes a confirm
// sent twice one order: each buyer app is one account (users), so the id is unique within
// it; web orders leave it null, which neither database counts as a duplicate.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.string('channel', 8).notNullable().defaultTo('web');
    t.string('network_order_id', 100).nullable();
    t.unique(['user_id', 'network_order_id'], { indexName: 'orders_network_order' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.dropUnique(['user_id', 'network_order_id'], 'orders_network_order');
    t.dropColumn('network_order_id');
    t.dropColumn('channel');
  });
}
