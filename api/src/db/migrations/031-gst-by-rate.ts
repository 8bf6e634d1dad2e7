import type { Knex } from 'knex';
import { isMysql } from '../knex.ts';

// GST as it is charged (issue 56). Rates since 22 September 2025 include 0.25% and 3%, so a
// rate is no longer a whole number: MariaDB's columns become DOUBLE (0.25, 3, 5, 18, 40 and
// the former 12 and 28 are all exact in binary). SQLite keeps a fraction in an INTEGER
// column as a REAL value, so its tables are left as they are rather than rebuilt.
// An order placed from now on in `added` mode is taxed at each product's own GST rate
// (`tax_by_rate`); an order placed before kept the spec's flat 2% and stays so when edited.
export async function up(knex: Knex): Promise<void> {
  if (isMysql(knex)) {
    for (const table of ['products', 'order_items'])
      await knex.schema.alterTable(table, (t) => {
        t.double('gst_rate').nullable().alter();
      });
  }
  await knex.schema.alterTable('orders', (t) => {
    t.boolean('tax_by_rate').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => t.dropColumn('tax_by_rate'));
  if (isMysql(knex)) {
    for (const table of ['products', 'order_items'])
      await knex.schema.alterTable(table, (t) => {
        t.integer('gst_rate').nullable().alter();
      });
  }
}
