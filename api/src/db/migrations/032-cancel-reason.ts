import type { Knex } from 'knex';

// Why the shop cancelled an order (issue 56): a reason code from a short list
// (contract/cancel-reason.ts) and, for "other", the seller's words, which the shopper reads
// in My Orders and in the email. Null for orders cancelled by the shopper or before this.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.string('cancel_reason', 20).nullable();
    t.string('cancel_note', 200).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.dropColumn('cancel_reason');
    t.dropColumn('cancel_note');
  });
}
