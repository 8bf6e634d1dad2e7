import type { Knex } from 'knex';

const isMysql = (knex: Knex) => knex.client.config.client === 'mysql2';

/** InnoDB + utf8mb4 on MySQL; SQLite ignores table options. */
function tableOptions(knex: Knex, t: Knex.CreateTableBuilder) {
  if (isMysql(knex)) {
    t.engine('InnoDB');
    t.charset('utf8mb4');
    t.collate('utf8mb4_unicode_ci');
  }
}

// Ids are UUIDv7 strings; times are epoch milliseconds (BIGINT) so both engines agree.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sellers', (t) => {
    tableOptions(knex, t);
    t.string('id', 36).primary();
    t.string('email', 254).notNullable().unique();
    t.string('name', 80).notNullable();
    t.string('password_hash', 255).notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
  });

  await knex.schema.createTable('users', (t) => {
    tableOptions(knex, t);
    t.string('id', 36).primary();
    t.string('name', 80).notNullable();
    t.string('email', 254).notNullable().unique();
    t.string('password_hash', 255).notNullable();
    // The cart is a small JSON map of product id -> quantity; it is always read and
    // written whole, so a column beats a join table here.
    t.text('cart_items').notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
  });

  await knex.schema.createTable('products', (t) => {
    tableOptions(knex, t);
    t.string('id', 36).primary();
    t.string('name', 120).notNullable();
    t.string('category', 20).notNullable().index();
    t.integer('price_paise').notNullable();
    t.integer('offer_price_paise').notNullable();
    t.text('description').notNullable();
    t.boolean('in_stock').notNullable().defaultTo(true);
    t.string('weight', 40).nullable();
    t.bigInteger('created_at').notNullable().index();
    t.bigInteger('updated_at').notNullable();
  });

  await knex.schema.createTable('product_images', (t) => {
    tableOptions(knex, t);
    t.string('id', 36).primary();
    t.string('product_id', 36)
      .notNullable()
      .references('id')
      .inTable('products')
      .onDelete('CASCADE');
    t.integer('position').notNullable();
    t.string('path', 255).notNullable();
    t.unique(['product_id', 'position']);
  });

  await knex.schema.createTable('addresses', (t) => {
    tableOptions(knex, t);
    t.string('id', 36).primary();
    t.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('first_name', 60).notNullable();
    t.string('last_name', 60).notNullable();
    t.string('email', 254).notNullable();
    t.string('street', 200).notNullable();
    t.string('city', 80).notNullable();
    t.string('state', 80).notNullable();
    t.string('zipcode', 10).notNullable();
    t.string('country', 80).notNullable();
    t.string('phone', 20).notNullable();
    t.bigInteger('created_at').notNullable();
    t.index(['user_id', 'created_at']);
  });

  await knex.schema.createTable('sessions', (t) => {
    tableOptions(knex, t);
    // SHA-256 of the cookie token: a leaked table cannot be replayed as cookies.
    t.string('id', 64).primary();
    t.string('kind', 10).notNullable();
    t.string('subject_id', 36).notNullable().index();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('expires_at').notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['sessions', 'addresses', 'product_images', 'products', 'users', 'sellers']) {
    await knex.schema.dropTableIfExists(table);
  }
}
