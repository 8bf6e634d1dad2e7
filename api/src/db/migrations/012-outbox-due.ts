import type { Knex } from 'knex';

// The mail worker asks "what is due?" for every batch while orders keep adding rows. It
// asked with two ORed conditions (pending and due, or sending with a lapsed claim), which
// MySQL answers by sorting every open row. Now `next_attempt_at` alone says when a row is
// next due: the retry time while pending, the claim's end while sending, NULL once sent,
// failed or dropped. One range of one index answers it, in order.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.bigInteger('next_attempt_at').nullable().alter();
  });
  await knex('mail_outbox')
    .where('state', 'sending')
    .update({ next_attempt_at: knex.ref('claimed_until') });
  await knex('mail_outbox').whereIn('state', ['sent', 'failed']).update({ next_attempt_at: null });
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.dropIndex(['state', 'next_attempt_at'], 'mail_outbox_due');
    t.index(['next_attempt_at'], 'mail_outbox_next');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.dropIndex(['next_attempt_at'], 'mail_outbox_next');
    t.index(['state', 'next_attempt_at'], 'mail_outbox_due');
  });
  await knex('mail_outbox')
    .whereNull('next_attempt_at')
    .update({ next_attempt_at: knex.ref('created_at') });
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.bigInteger('next_attempt_at').notNullable().alter();
  });
}
