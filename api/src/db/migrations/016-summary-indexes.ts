import type { Knex } from 'knex';

// The seller's summary (GET /api/seller/summary) adds up orders with aggregates that each
// read one index range and no table row: the index holds every column the statement reads.
// - orders by the time placed, with what decides whether they count and their amount;
// - refunds by when they went through, and cash by when it was collected (Delivered sets
//   `paid_at` of a cash order);
// - order lines by order, with product, quantity and price (the best sellers).
// Products get no index on stock: the conditional update that takes units
// (`… where id = ? and stock >= n`) could then lock a range of that index, and on MariaDB
// fifty racing orders for one product deadlocked into 500s. Finding the few running low
// reads the products table once, which is cheap beside that.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.index(
      ['created_at', 'status', 'payment_type', 'payment_status', 'amount_paise'],
      'orders_summary',
    );
    t.index(['refunded_at', 'refund_status', 'paid_amount_paise'], 'orders_refunded');
    t.index(['paid_at', 'payment_type', 'status', 'amount_paise'], 'orders_paid');
  });
  await knex.schema.alterTable('order_items', (t) => {
    t.index(['order_id', 'product_id', 'quantity', 'offer_price_paise'], 'order_items_summary');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('order_items', (t) => {
    t.dropIndex(['order_id', 'product_id', 'quantity', 'offer_price_paise'], 'order_items_summary');
  });
  await knex.schema.alterTable('orders', (t) => {
    t.dropIndex(['paid_at', 'payment_type', 'status', 'amount_paise'], 'orders_paid');
    t.dropIndex(['refunded_at', 'refund_status', 'paid_amount_paise'], 'orders_refunded');
    t.dropIndex(
      ['created_at', 'status', 'payment_type', 'payment_status', 'amount_paise'],
      'orders_summary',
    );
  });
}
