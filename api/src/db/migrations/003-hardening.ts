import type { Knex } from 'knex';

const isMysql = (knex: Knex) => knex.client.config.client === 'mysql2';

function tableOptions(knex: Knex, t: Knex.CreateTableBuilder) {
  if (isMysql(knex)) {
    t.engine('InnoDB');
    t.charset('utf8mb4');
    t.collate('utf8mb4_unicode_ci');
  }
}

const ORDER_TOTALS = ['subtotal_paise', 'tax_paise', 'amount_paise'] as const;

export async function up(knex: Knex): Promise<void> {
  // A valid order can pass Rs.2,14,74,836 (2^31 paise); SQLite integers are 64-bit already.
  if (isMysql(knex)) {
    await knex.schema.alterTable('orders', (t) => {
      for (const column of ORDER_TOTALS) t.bigInteger(column).notNullable().alter();
    });
  }

  await knex.schema.alterTable('orders', (t) => {
    // What the payment provider reported, kept so a mismatch (flagged) can be shown.
    t.bigInteger('paid_amount_paise').nullable();
    t.string('paid_currency', 3).nullable();
  });

  await knex.schema.createTable('idempotency_keys', (t) => {
    tableOptions(knex, t);
    // Keys are the client's and only mean something per customer.
    t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('idempotency_key', 255).notNullable();
    // SHA-256 of the route and the validated body: the same key with another body is a 409.
    t.string('request_hash', 64).notNullable();
    // Which attempt holds the key, so a failed attempt releases only its own claim.
    t.string('claim_id', 36).notNullable();
    // Null while the first request is still running.
    t.integer('response_status').nullable();
    t.text('response_body').nullable();
    t.bigInteger('created_at').notNullable();
    // Expired keys are deleted per customer, through this key's first column.
    t.primary(['user_id', 'idempotency_key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('idempotency_keys');
  await knex.schema.alterTable('orders', (t) => {
    t.dropColumn('paid_amount_paise');
    t.dropColumn('paid_currency');
  });
  if (isMysql(knex)) {
    await knex.schema.alterTable('orders', (t) => {
      for (const column of ORDER_TOTALS) t.integer(column).notNullable().alter();
    });
  }
}
