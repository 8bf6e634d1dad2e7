import type { Knex } from 'knex';

// As PAYMENT_HOLD_MINUTES' default; a migration keeps its own copy so it never changes.
const DEFAULT_HOLD_MS = 30 * 60 * 1000;

// Holds, kept apart from what they hold:
// - products.held: units promised to orders not yet packed. `stock` stays what the shop
//   can still sell, so the shelf holds stock + held; a seller's recount sets the shelf and
//   a release gives back only to `stock` what a hold took, never more than was counted.
// - orders.payment_due_at: when an unpaid online order stops holding its units.
// - orders.refund_requested_at: when the pending refund attempt was sent, so a retry asks
//   the provider what became of it instead of sending it again.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('products', (t) => {
    t.integer('held').notNullable().defaultTo(0);
  });
  await knex.schema.alterTable('orders', (t) => {
    t.bigInteger('payment_due_at').nullable();
    t.bigInteger('refund_requested_at').nullable();
    t.index(['payment_status', 'payment_due_at'], 'orders_payment_due');
  });

  // Units taken by orders still waiting to be packed are held from now on.
  const holds = (await knex('order_items')
    .join('orders', 'orders.id', 'order_items.order_id')
    .where('orders.status', 'Order Placed')
    .where('order_items.stock_taken', '>', 0)
    .groupBy('order_items.product_id')
    .select('order_items.product_id as productId')
    .sum({ units: 'order_items.stock_taken' })) as { productId: string; units: number | string }[];
  for (const hold of holds) {
    await knex('products')
      .where('id', hold.productId)
      .update({ held: Number(hold.units) });
  }
  // Unpaid online orders placed before holds expired get the default hold from their start.
  await knex('orders')
    .where({ payment_type: 'Online', payment_status: 'pending' })
    .update({ payment_due_at: knex.raw('created_at + ?', [DEFAULT_HOLD_MS]) });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.dropIndex(['payment_status', 'payment_due_at'], 'orders_payment_due');
    t.dropColumn('payment_due_at');
    t.dropColumn('refund_requested_at');
  });
  await knex.schema.alterTable('products', (t) => t.dropColumn('held'));
}
