import type { Knex } from 'knex';
import { newId } from '../../lib/ids.ts';

const isMysql = (knex: Knex) => knex.client.config.client === 'mysql2';

function tableOptions(knex: Knex, t: Knex.CreateTableBuilder) {
  if (isMysql(knex)) {
    t.engine('InnoDB');
    t.charset('utf8mb4');
    t.collate('utf8mb4_unicode_ci');
  }
}

// As in modules/order/order-number.ts; a migration keeps its own copy so it never changes.
const ORDER_NUMBER_BASE = 10_000;

export async function up(knex: Knex): Promise<void> {
  // Order numbers come from an auto-increment counter table, which neither engine locks
  // for the length of a transaction: numbering does not serialise order placement.
  await knex.schema.createTable('order_numbers', (t) => {
    tableOptions(knex, t);
    t.bigIncrements('n').primary();
    t.string('order_id', 36).notNullable().unique();
  });

  await knex.schema.createTable('order_events', (t) => {
    tableOptions(knex, t);
    t.string('id', 36).primary();
    t.string('order_id', 36).notNullable().references('id').inTable('orders').onDelete('CASCADE');
    t.string('status', 20).notNullable();
    // customer, seller or system
    t.string('by', 10).notNullable();
    t.bigInteger('at').notNullable();
    t.index(['order_id', 'at']);
  });

  await knex.schema.alterTable('orders', (t) => {
    t.string('number', 20).nullable().unique();
    // Which provider took the money and its id for the payment, to refund through it.
    t.string('payment_provider', 20).nullable();
    t.string('provider_payment_id', 255).nullable();
    // null, pending, refunded or failed; each attempt has its own idempotency key.
    t.string('refund_status', 10).nullable();
    t.integer('refund_attempt').notNullable().defaultTo(0);
    t.string('refund_id', 255).nullable();
    t.bigInteger('refunded_at').nullable();
  });

  // Existing orders: numbers in the order they were placed, and their history so far.
  const orders = (await knex('orders')
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .select(
      'id',
      'created_at as createdAt',
      'payment_status as paymentStatus',
      'updated_at as updatedAt',
    )) as {
    id: string;
    createdAt: number;
    paymentStatus: string;
    updatedAt: number;
  }[];
  for (const order of orders) {
    const [n] = (await knex('order_numbers').insert({ order_id: order.id })) as number[];
    await knex('orders')
      .where('id', order.id)
      .update({ number: `KR-${ORDER_NUMBER_BASE + Number(n)}` });
    await knex('order_events').insert({
      id: newId(),
      order_id: order.id,
      status: 'Order Placed',
      by: 'customer',
      at: order.createdAt,
    });
    if (order.paymentStatus === 'failed') {
      // A payment that failed or expired closes the order; the shop did it.
      await knex('orders').where('id', order.id).update({ status: 'Cancelled' });
      await knex('order_events').insert({
        id: newId(),
        order_id: order.id,
        status: 'Cancelled',
        by: 'system',
        at: order.updatedAt,
      });
    }
  }
  // `is_paid` only repeated `payment_status = 'paid'`; one field now says it.
  await knex.raw('ALTER TABLE orders DROP COLUMN is_paid');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.boolean('is_paid').notNullable().defaultTo(false);
  });
  await knex('orders').where('payment_status', 'paid').update({ is_paid: true });
  await knex.schema.alterTable('orders', (t) => {
    t.dropUnique(['number']);
    for (const column of [
      'number',
      'payment_provider',
      'provider_payment_id',
      'refund_status',
      'refund_attempt',
      'refund_id',
      'refunded_at',
    ])
      t.dropColumn(column);
  });
  await knex.schema.dropTableIfExists('order_events');
  await knex.schema.dropTableIfExists('order_numbers');
}
