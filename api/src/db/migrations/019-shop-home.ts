import type { Knex } from 'knex';

// An honest home page (issue 31, the shop and newsletter modules): the banner and the four
// highlights as the shop writes them (NULL: the spec's text), whether stars show at all,
// social links, the footer's pages (Markdown, one row per page edited) and the newsletter's
// subscribers. `email` is stored in lowercase, so it is unique ignoring case on both
// databases.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('shop_profile', (t) => {
    t.string('banner_title', 80).nullable();
    t.string('banner_text', 200).nullable();
    // JSON of four { title, text }, or NULL for the spec's four.
    t.text('highlights').nullable();
    t.boolean('show_ratings').notNullable().defaultTo(true);
    t.string('social_instagram', 300).nullable();
    t.string('social_facebook', 300).nullable();
    t.string('social_youtube', 300).nullable();
    t.string('social_x', 300).nullable();
  });
  await knex.schema.createTable('shop_pages', (t) => {
    t.string('slug', 32).primary();
    // Up to 20,000 characters of UTF-8: more than MySQL's TEXT (64 KB) may hold.
    t.text('markdown', 'mediumtext').notNullable();
    t.bigInteger('updated_at').notNullable();
  });
  await knex.schema.createTable('subscribers', (t) => {
    t.string('id', 36).primary();
    t.string('email', 254).notNullable().unique();
    t.bigInteger('consent_at').notNullable();
    t.bigInteger('unsubscribed_at').nullable();
    t.bigInteger('created_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('subscribers');
  await knex.schema.dropTable('shop_pages');
  await knex.schema.alterTable('shop_profile', (t) => {
    for (const column of [
      'banner_title',
      'banner_text',
      'highlights',
      'show_ratings',
      'social_instagram',
      'social_facebook',
      'social_youtube',
      'social_x',
    ]) {
      t.dropColumn(column);
    }
  });
}
