import type { Knex } from 'knex';
import { isMysql } from '../knex.ts';

// Order edits before packing (issue 31): the seller lowers or removes lines of an order
// still Order Placed. Each edit is a row of `order_edits` (the order module's): who, when,
// why, each changed line's old and new quantity, the amounts, and for a paid online order
// the partial refund it owes, with its own attempts (the same states as a cancel's refund).
// `orders.edit_count` is the version an edit's conditional UPDATE checks (two edits at once:
// one wins); `orders.edit_refund_paise` is what the edits refunded or owe, so a later cancel
// refunds only the rest. `mail_outbox.edit_id` names the edit an "order changed" email is about.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('order_edits', (t) => {
    if (isMysql(knex)) {
      t.engine('InnoDB');
      t.charset('utf8mb4');
      t.collate('utf8mb4_unicode_ci');
    }
    t.string('id', 36).primary();
    t.string('order_id', 36).notNullable().references('id').inTable('orders').onDelete('CASCADE');
    // The order's edit_count this edit made (1 for the first): part of its refund's key.
    t.integer('seq').notNullable();
    t.string('by', 10).notNullable();
    t.string('reason', 200).notNullable();
    // JSON: [{ productId, name, from, to }] for each line that changed.
    t.text('lines').notNullable();
    t.bigInteger('old_amount_paise').notNullable();
    t.bigInteger('new_amount_paise').notNullable();
    t.bigInteger('refund_paise').notNullable().defaultTo(0);
    // null (nothing to refund), pending, refunded or failed.
    t.string('refund_status', 10).nullable();
    t.integer('refund_attempt').notNullable().defaultTo(0);
    t.string('refund_id', 255).nullable();
    t.bigInteger('refund_requested_at').nullable();
    t.bigInteger('refunded_at').nullable();
    t.bigInteger('at').notNullable();
    t.unique(['order_id', 'seq']);
    t.index(['refund_status', 'refunded_at']);
  });
  await knex.schema.alterTable('orders', (t) => {
    t.integer('edit_count').notNullable().defaultTo(0);
    t.bigInteger('edit_refund_paise').notNullable().defaultTo(0);
  });
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.string('edit_id', 36).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (t) => t.dropColumn('edit_id'));
  await knex.schema.alterTable('orders', (t) => {
    t.dropColumn('edit_count');
    t.dropColumn('edit_refund_paise');
  });
  await knex.schema.dropTableIfExists('order_edits');
}
