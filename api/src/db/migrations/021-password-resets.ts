import type { Knex } from 'knex';

const isMysql = (knex: Knex) => knex.client.config.client === 'mysql2';

// Forgotten passwords (the password-reset module): a link's token is stored only as its
// SHA-256 hash, for one account of either kind, used at most once before it expires.
// The email carrying the link goes through `mail_outbox`, which so far held order emails
// only: `order_id` becomes optional, `recipient` names the address typed, and `link` holds
// the reset link until the email is sent (then it is erased; see password-mail.ts).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('password_resets', (t) => {
    if (isMysql(knex)) {
      t.engine('InnoDB');
      t.charset('utf8mb4');
      t.collate('utf8mb4_unicode_ci');
    }
    t.string('id', 36).primary();
    // user or seller: which table account_id is in.
    t.string('account_kind', 10).notNullable();
    t.string('account_id', 36).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    t.bigInteger('expires_at').notNullable();
    t.bigInteger('used_at').nullable();
    t.bigInteger('created_at').notNullable();
    t.index(['account_kind', 'account_id'], 'password_resets_account');
  });
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.string('order_id', 36).nullable().alter();
    t.string('recipient', 254).nullable();
    t.string('link', 500).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('mail_outbox').whereNull('order_id').delete();
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.dropColumn('recipient');
    t.dropColumn('link');
    t.string('order_id', 36).notNullable().alter();
  });
  await knex.schema.dropTableIfExists('password_resets');
}
