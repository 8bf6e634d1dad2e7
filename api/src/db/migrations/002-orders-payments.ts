import type { Knex } from 'knex';

const isMysql = (knex: Knex) => knex.client.config.client === 'mysql2';

function tableOptions(knex: Knex, t: Knex.CreateTableBuilder) {
  if (isMysql(knex)) {
    t.engine('InnoDB');
    t.charset('utf8mb4');
    t.collate('utf8mb4_unicode_ci');
  }
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('orders', (t) => {
    tableOptions(knex, t);
    t.string('id', 36).primary();
    t.string('user_id', 36).notNullable().references('id').inTable('users');
    t.integer('subtotal_paise').notNullable();
    t.integer('tax_paise').notNullable();
    t.integer('amount_paise').notNullable();
    t.string('payment_type', 10).notNullable();
    // not_required (cash on delivery), pending, paid, failed, or flagged (amount mismatch).
    t.string('payment_status', 16).notNullable();
    t.boolean('is_paid').notNullable().defaultTo(false);
    t.string('status', 40).notNullable();
    t.string('checkout_session_id', 255).nullable().unique();
    t.bigInteger('paid_at').nullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    // The lists read "cash on delivery or paid, newest first", per customer and overall.
    t.index(['user_id', 'created_at']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('order_items', (t) => {
    tableOptions(knex, t);
    t.string('id', 36).primary();
    t.string('order_id', 36).notNullable().references('id').inTable('orders').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.string('product_id', 36).notNullable();
    // Snapshot of the product when ordered.
    t.string('name', 120).notNullable();
    t.string('category', 20).notNullable();
    t.string('image_path', 255).nullable();
    t.integer('offer_price_paise').notNullable();
    t.integer('quantity').notNullable();
    t.index(['order_id', 'position']);
  });

  await knex.schema.createTable('order_addresses', (t) => {
    tableOptions(knex, t);
    t.string('order_id', 36).primary().references('id').inTable('orders').onDelete('CASCADE');
    t.string('address_id', 36).notNullable();
    t.string('first_name', 60).notNullable();
    t.string('last_name', 60).notNullable();
    t.string('email', 254).notNullable();
    t.string('street', 200).notNullable();
    t.string('city', 80).notNullable();
    t.string('state', 80).notNullable();
    t.string('zipcode', 10).notNullable();
    t.string('country', 80).notNullable();
    t.string('phone', 20).notNullable();
  });

  await knex.schema.createTable('payment_events', (t) => {
    tableOptions(knex, t);
    // The provider's event id: the primary key is what makes a replayed event a no-op.
    t.string('id', 255).primary();
    t.string('provider', 20).notNullable();
    t.string('type', 80).notNullable();
    t.string('order_id', 36).nullable().index();
    t.string('outcome', 40).notNullable();
    t.bigInteger('received_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['payment_events', 'order_addresses', 'order_items', 'orders']) {
    await knex.schema.dropTableIfExists(table);
  }
}
