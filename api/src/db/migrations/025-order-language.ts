import type { Knex } from 'knex';

// Kirana in two languages (issue 30): an order remembers the language its shopper ordered
// in, so every email about it is written in that language, and a seller account the
// language of its console, for the new-order emails. A queued reset link keeps the
// language it was asked for in (null for order emails: they read the order's or the
// sellers' when sent). BCP-47 tags from contract/languages.ts.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.string('lang', 12).notNullable().defaultTo('en-IN');
  });
  await knex.schema.alterTable('sellers', (t) => {
    t.string('lang', 12).notNullable().defaultTo('en-IN');
  });
  await knex.schema.alterTable('mail_outbox', (t) => {
    t.string('lang', 12).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('mail_outbox', (t) => t.dropColumn('lang'));
  await knex.schema.alterTable('sellers', (t) => t.dropColumn('lang'));
  await knex.schema.alterTable('orders', (t) => t.dropColumn('lang'));
}
