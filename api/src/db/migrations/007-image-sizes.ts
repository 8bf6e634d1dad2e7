import type { Knex } from 'knex';

// Each picture's size (a processed photo's master, or the artwork's own), for the apps'
// width/height attributes (no layout shift) and srcset widths; order lines keep the size of
// the picture they snapshot. Null until known (`npm run images:rebuild` fills older rows).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('product_images', (t) => {
    t.integer('width').nullable();
    t.integer('height').nullable();
  });
  await knex.schema.alterTable('order_items', (t) => {
    t.integer('image_width').nullable();
    t.integer('image_height').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // Native on both engines (SQLite 3.35+); knex's SQLite fallback would rebuild the table.
  for (const [table, columns] of [
    ['product_images', ['width', 'height']],
    ['order_items', ['image_width', 'image_height']],
  ] as const) {
    for (const column of columns) await knex.raw('ALTER TABLE ?? DROP COLUMN ??', [table, column]);
  }
}
