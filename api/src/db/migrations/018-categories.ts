import type { Knex } from 'knex';

// Categories as data (issue 31, the product module): the spec's seven become rows the seller
// can rename, recolour, reorder, picture and retire. Products keep their `category` text
// (the category's name); a rename updates them in the same transaction. `name_key` is the
// name in lowercase, so names are unique ignoring case on both databases (SQLite compares
// case-sensitively, MariaDB by its collation).
export const SEED_CATEGORIES = [
  ['Vegetables', 'Organic veggies', 'vegetables', '#FEF6DA'],
  ['Fruits', 'Fresh Fruits', 'fruits', '#FEE0E0'],
  ['Drinks', 'Cold Drinks', 'drinks', '#F0F5DE'],
  ['Instant', 'Instant Food', 'instant', '#E1F5EC'],
  ['Dairy', 'Dairy Products', 'dairy', '#FEE6CD'],
  ['Bakery', 'Bakery & Breads', 'bakery', '#E0F6FE'],
  ['Grains', 'Grains & Cereals', 'grains', '#F1E3F9'],
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('categories', (t) => {
    t.string('id', 36).primary();
    t.string('name', 40).notNullable();
    t.string('name_key', 40).notNullable().unique();
    // The tile's and the category page's heading ("Organic veggies"); NULL shows the name.
    t.string('text', 60).nullable();
    t.string('path', 40).notNullable().unique();
    t.string('colour', 7).notNullable();
    // A stored picture's key (`demo/…` shipped artwork, `photos/…` an upload), or NULL.
    t.string('image', 200).nullable();
    t.integer('image_width').nullable();
    t.integer('image_height').nullable();
    t.integer('position').notNullable();
    t.bigInteger('retired_at').nullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
  });
  const time = Date.now();
  await knex('categories').insert(
    SEED_CATEGORIES.map(([name, text, path, colour], position) => ({
      id: `seed-category-${path}`,
      name,
      name_key: name.toLowerCase(),
      text,
      path,
      colour,
      image: `demo/category-${path}.svg`,
      image_width: 256,
      image_height: 256,
      position,
      retired_at: null,
      created_at: time,
      updated_at: time,
    })),
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('categories');
}
