import type { Knex } from 'knex';
import { SEED_CATEGORIES } from './018-categories.ts';

const isMysql = (knex: Knex) => knex.client.config.client === 'mysql2';

/**
 * The seed's Hindi, in the words Indian grocery apps use. The storefront's prerendered home
 * shows the same words for its seed tiles (storefront/src/config/categories.ts through
 * Lingui), so the live list replaces them without a change.
 */
export const SEED_CATEGORY_HINDI: Record<
  (typeof SEED_CATEGORIES)[number][0],
  { label: string; text: string }
> = {
  Vegetables: { label: 'सब्ज़ियाँ', text: 'ऑर्गेनिक सब्ज़ियाँ' },
  Fruits: { label: 'फल', text: 'ताज़े फल' },
  Drinks: { label: 'पेय', text: 'ठंडे पेय' },
  Instant: { label: 'झटपट खाना', text: 'इंस्टेंट फ़ूड' },
  Dairy: { label: 'डेयरी', text: 'डेयरी प्रोडक्ट' },
  Bakery: { label: 'बेकरी', text: 'बेकरी और ब्रेड' },
  Grains: { label: 'अनाज', text: 'अनाज और दालें' },
};

// Category names and tile texts per language (issue 30), as product_translations does for
// products: one row per category and language, each field null when the original (en-IN,
// in `categories`) stands in. Products keep naming the original. Only categories that
// still have their seed name get the seed's Hindi, and a tile text only while it is still
// the seed's: a seller's own words are not ours to translate.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('category_translations', (t) => {
    // The database's own charset and collation, as `categories` has: a foreign key needs
    // its columns alike.
    if (isMysql(knex)) t.engine('InnoDB');
    t.string('category_id', 36)
      .notNullable()
      .references('id')
      .inTable('categories')
      .onDelete('CASCADE');
    // A BCP-47 base language (hi, mr, ta…); see contract/languages.ts.
    t.string('lang', 12).notNullable();
    t.string('label', 40).nullable();
    t.string('text', 60).nullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.primary(['category_id', 'lang']);
  });

  const rows = (await knex('categories').select('id', 'name', 'text')) as {
    id: string;
    name: string;
    text: string | null;
  }[];
  const time = Date.now();
  const translations = SEED_CATEGORIES.flatMap(([name, text]) => {
    const row = rows.find((r) => r.name === name);
    if (!row) return [];
    const hindi = SEED_CATEGORY_HINDI[name];
    return [
      {
        category_id: row.id,
        lang: 'hi',
        label: hindi.label,
        text: row.text === text ? hindi.text : null,
        created_at: time,
        updated_at: time,
      },
    ];
  });
  if (translations.length > 0) await knex('category_translations').insert(translations);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('category_translations');
}
