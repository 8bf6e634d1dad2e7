import type { Knex } from 'knex';

// The saved addresses and the orders' snapshots of them, which copy the same columns.
const TABLES = ['addresses', 'order_addresses'] as const;

export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      // Not null with '' for none, so existing rows need no backfill and reads need no
      // null check.
      t.string('landmark', 120).notNullable().defaultTo('');
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    // Native on both engines (SQLite 3.35+); knex's SQLite fallback would rebuild the table.
    await knex.raw('ALTER TABLE ?? DROP COLUMN landmark', [table]);
  }
}
