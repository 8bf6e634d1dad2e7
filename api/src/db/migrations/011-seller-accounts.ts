import type { Knex } from 'knex';

// A seller account can be switched off rather than deleted (the row may be wanted again,
// and nothing else refers to sellers by anything but id): production start-up disables
// every seller but SELLER_EMAIL, such as the demo seller a development start created.
// Null means enabled, so existing rows need no backfill.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sellers', (t) => {
    t.bigInteger('disabled_at').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // Native on both engines (SQLite 3.35+); knex's SQLite fallback would rebuild the table.
  await knex.raw('ALTER TABLE ?? DROP COLUMN disabled_at', ['sellers']);
}
