import type {
  CategoryTranslation,
  CategoryTranslationsInput,
  StoreCategory,
} from '../../contract/category.ts';
import { ORIGINAL_LANGUAGE, type Language } from '../../contract/languages.ts';
import type { Db } from '../../db/knex.ts';

// category_translations: a category's name (`label`) and tile text per language, each null
// when the original (en-IN, in `categories`) stands in. Written only here. Products keep
// naming a category by its original name, so a translation never touches them or the
// catalogue caches; the list is small and read whole, one query per answer.

interface TranslationRow {
  categoryId: string;
  lang: string;
  label: string | null;
  text: string | null;
}

const toTranslation = (row: TranslationRow): CategoryTranslation => ({
  label: row.label,
  text: row.text,
});

/**
 * The categories in `lang`, each field from its translation when there is one, else the
 * original's: `label` the name, `text` the original's own text, or the label when the
 * original shows its name. The seller's answers (`seller`) also carry every stored
 * translation, for the console's forms.
 */
export async function categoriesInLanguage(
  db: Db,
  categories: readonly StoreCategory[],
  lang: Language,
  seller = false,
): Promise<StoreCategory[]> {
  if (categories.length === 0 || (lang === ORIGINAL_LANGUAGE && !seller)) return [...categories];
  const query = db('category_translations')
    .select('categoryId', 'lang', 'label', 'text')
    .whereIn(
      'categoryId',
      categories.map((category) => category.id),
    );
  if (!seller) query.where('lang', lang);
  const rows = (await query) as TranslationRow[];
  const byCategory = new Map<string, Record<string, CategoryTranslation>>();
  for (const row of rows) {
    const translations = byCategory.get(row.categoryId) ?? {};
    translations[row.lang] = toTranslation(row);
    byCategory.set(row.categoryId, translations);
  }
  return categories.map((category) => {
    const translations = byCategory.get(category.id) ?? {};
    const found = lang === ORIGINAL_LANGUAGE ? undefined : translations[lang];
    const label = found?.label ?? category.name;
    const text = found?.text ?? (category.ownText ? category.text : label);
    return { ...category, label, text, ...(seller ? { translations } : {}) };
  });
}

/**
 * Sets the fields sent (null clears one); a language left with neither is deleted. Runs in
 * the caller's transaction, with the category's row already written or locked.
 */
export async function saveCategoryTranslations(
  trx: Db,
  categoryId: string,
  input: CategoryTranslationsInput | undefined,
  time: number,
): Promise<void> {
  for (const [lang, fields] of Object.entries(input ?? {})) {
    if (!fields || (fields.label === undefined && fields.text === undefined)) continue;
    const key = { categoryId, lang };
    const current = (await trx('category_translations').where(key).first()) as
      TranslationRow | undefined;
    const label = fields.label === undefined ? (current?.label ?? null) : fields.label;
    const text = fields.text === undefined ? (current?.text ?? null) : fields.text;
    if (label === null && text === null) {
      if (current) await trx('category_translations').where(key).delete();
    } else if (current) {
      await trx('category_translations').where(key).update({ label, text, updatedAt: time });
    } else {
      await trx('category_translations').insert({
        ...key,
        label,
        text,
        createdAt: time,
        updatedAt: time,
      });
    }
  }
}
