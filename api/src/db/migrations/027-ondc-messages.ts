import type { Knex } from 'knex';

const isMysql = (knex: Knex) => knex.client.config.client === 'mysql2';

// The shop as an ONDC seller node (issue 33): every request a buyer app sent us and every
// answer we sent it, as signed bytes, so a dispute can be answered with what was said.
// - `in` rows: a request we acknowledged (its raw body). The unique key on (direction,
//   counterparty, message_id) is what refuses a replayed message id, on both databases,
//   however many API processes receive it at once.
// - `out` rows: a callback to send (`on_search`…), an outbox like mail_outbox: due at
//   `next_attempt_at` (null once sent, refused or expired), claimed by one process at a
//   time with `claim_token`, given up once the request's TTL (`deadline_at`) has passed.
//   The body is built once, then the same bytes are signed and sent on every attempt.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ondc_messages', (t) => {
    if (isMysql(knex)) t.engine('InnoDB');
    t.string('id', 36).primary();
    t.string('direction', 3).notNullable();
    t.string('action', 20).notNullable();
    /** The other node: the buyer app's subscriber id (bap_id). */
    t.string('counterparty', 255).notNullable();
    t.string('transaction_id', 100).notNullable();
    t.string('message_id', 100).notNullable();
    /** An `out` row's request (its `in` row). */
    t.string('reply_to', 36).nullable();
    /** The order a confirm placed (its `in` row), or an unsolicited on_status is about. */
    t.string('order_id', 36).nullable();
    t.text('body', 'longtext').nullable();
    /** in: acked. out: pending, sending, sent, refused (NACKed), expired, failed. */
    t.string('status', 12).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.string('callback_url', 500).nullable();
    t.integer('ttl_seconds').nullable();
    t.bigInteger('deadline_at').nullable();
    t.bigInteger('next_attempt_at').nullable();
    t.string('claim_token', 36).nullable();
    t.string('last_error', 500).nullable();
    t.bigInteger('sent_at').nullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.unique(['direction', 'counterparty', 'message_id'], { indexName: 'ondc_messages_once' });
    t.index(['next_attempt_at'], 'ondc_messages_due');
    t.index(['transaction_id'], 'ondc_messages_transaction');
    t.index(['order_id'], 'ondc_messages_order');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('ondc_messages');
}
