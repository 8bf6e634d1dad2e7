import type { Knex } from 'knex';

const isMysql = (knex: Knex) => knex.client.config.client === 'mysql2';

function tableOptions(knex: Knex, t: Knex.CreateTableBuilder) {
  if (isMysql(knex)) {
    t.engine('InnoDB');
    t.charset('utf8mb4');
    t.collate('utf8mb4_unicode_ci');
  }
}

// Notifications, each written in the same transaction as the order change that causes it:
// - seller_events: what the console's live stream sends; the increasing id is the
//   stream's Last-Event-ID, so a reconnecting console resumes where it stopped;
// - mail_outbox: one row per email to send, claimed by one API process at a time and
//   retried with backoff until it is sent or a day has passed.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('seller_events', (t) => {
    tableOptions(knex, t);
    t.bigIncrements('id').primary();
    t.string('order_id', 36).notNullable();
    t.string('number', 20).nullable();
    t.string('status', 20).notNullable();
    // new (the order became visible to the seller), status, or refund
    t.string('kind', 10).notNullable();
    t.bigInteger('at').notNullable();
  });

  await knex.schema.createTable('mail_outbox', (t) => {
    tableOptions(knex, t);
    t.string('id', 36).primary();
    // confirmation, status, refund or new-order (see modules/notification/order-mail.ts)
    t.string('kind', 20).notNullable();
    t.string('order_id', 36).notNullable();
    // The order status the email announces (status emails).
    t.string('status', 20).nullable();
    // shopper or seller: addresses are looked up when the email is sent.
    t.string('audience', 10).notNullable();
    // pending, sending, sent or failed
    t.string('state', 10).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.bigInteger('next_attempt_at').notNullable();
    t.string('claim_token', 36).nullable();
    t.bigInteger('claimed_until').nullable();
    t.string('last_error', 500).nullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('sent_at').nullable();
    t.index(['state', 'next_attempt_at'], 'mail_outbox_due');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('mail_outbox');
  await knex.schema.dropTableIfExists('seller_events');
}
