import { ORIGINAL_LANGUAGE, type Language } from '../../contract/languages.ts';
import type { Product, ProductTranslation, TranslationsInput } from '../../contract/product.ts';
import type { Db } from '../../db/knex.ts';

// product_translations: a product's name and description per language, each field null
// when the original (en-IN, in `products`) stands in for it. Written only here and read
// after the catalogue caches, which hold the original: a translation edit still bumps the
// catalogue version (the caller's `changed()`), like every edit shoppers can see.

interface TranslationRow {
  productId: string;
  lang: string;
  name: string | null;
  description: string | null;
}

const ID_BATCH = 500;

async function readRows(db: Db, ids: readonly string[], lang?: string): Promise<TranslationRow[]> {
  const rows: TranslationRow[] = [];
  for (let i = 0; i < ids.length; i += ID_BATCH) {
    const query = db('product_translations')
      .select('productId', 'lang', 'name', 'description')
      .whereIn('productId', ids.slice(i, i + ID_BATCH));
    if (lang) query.where('lang', lang);
    rows.push(...((await query) as TranslationRow[]));
  }
  return rows;
}

const toTranslation = (row: TranslationRow): ProductTranslation => ({
  name: row.name,
  description: row.description === null ? null : (JSON.parse(row.description) as string[]),
});

/**
 * The products in `lang`: each field from its translation when there is one, else the
 * original's. `lang` says which language the name is in. The original comes back as it is,
 * with `lang: 'en-IN'`, without a read.
 */
export async function inLanguage<P extends Product>(
  db: Db,
  products: readonly P[],
  lang: Language,
): Promise<P[]> {
  if (lang === ORIGINAL_LANGUAGE || products.length === 0)
    return products.map((product) => ({ ...product, lang: ORIGINAL_LANGUAGE }));
  const rows = await readRows(
    db,
    products.map((product) => product._id),
    lang,
  );
  const found = new Map(rows.map((row) => [row.productId, toTranslation(row)]));
  return products.map((product) => {
    const translation = found.get(product._id);
    return {
      ...product,
      name: translation?.name ?? product.name,
      description: translation?.description ?? product.description,
      lang: translation?.name ? lang : ORIGINAL_LANGUAGE,
    };
  });
}

/**
 * The translated names of these products in `lang`, by product id (those without one are
 * left out): what a shopper's order lines are called in the language they read.
 */
export async function translatedNameMap(
  db: Db,
  ids: readonly string[],
  lang: Language,
): Promise<Map<string, string>> {
  if (lang === ORIGINAL_LANGUAGE || ids.length === 0) return new Map();
  const rows = await readRows(db, [...new Set(ids)], lang);
  return new Map(
    rows.flatMap((row) => (row.name === null ? [] : [[row.productId, row.name] as const])),
  );
}

/** Every stored Hindi translation, by product id (the price list compares against them). */
export async function hindiOf(db: Db): Promise<Map<string, ProductTranslation>> {
  const rows = (await db('product_translations')
    .select('productId', 'lang', 'name', 'description')
    .where('lang', 'hi')) as TranslationRow[];
  return new Map(rows.map((row) => [row.productId, toTranslation(row)]));
}

/** Every product's stored translations, for the seller's answers. */
export async function withTranslations<P extends { _id: string }>(
  db: Db,
  products: readonly P[],
): Promise<(P & { translations: Record<string, ProductTranslation> })[]> {
  const rows =
    products.length === 0
      ? []
      : await readRows(
          db,
          products.map((p) => p._id),
        );
  const byProduct = new Map<string, Record<string, ProductTranslation>>();
  for (const row of rows) {
    const translations = byProduct.get(row.productId) ?? {};
    translations[row.lang] = toTranslation(row);
    byProduct.set(row.productId, translations);
  }
  return products.map((product) => ({
    ...product,
    translations: byProduct.get(product._id) ?? {},
  }));
}

/**
 * Who reads and in which language: the seller reads the original with its translations
 * (their forms edit both); anyone else reads `lang`, falling back per field.
 */
export interface ProductView {
  lang: Language;
  seller?: boolean;
}
export const ORIGINAL: ProductView = { lang: ORIGINAL_LANGUAGE };

/** The catalogue caches hold the original: a view's language or translations go on after. */
export const inView = (db: Db, products: readonly Product[], view: ProductView) =>
  view.seller ? withTranslations(db, products) : inLanguage(db, products, view.lang);

/** A page (or `ids`) answer as `view` reads it; the original's as it is. */
export async function pageInView<A extends { products: Product[] }>(
  db: Db,
  answer: A,
  view: ProductView,
): Promise<A> {
  if (view === ORIGINAL) return answer;
  return { ...answer, products: await inView(db, answer.products, view) };
}

/** A product page's answer (the product and its related ones) as `view` reads it. */
export async function detailInView<A extends { product: Product; related: Product[] }>(
  db: Db,
  answer: A,
  view: ProductView,
): Promise<A> {
  if (view === ORIGINAL) return answer;
  const [product = answer.product, ...related] = await inView(
    db,
    [answer.product, ...answer.related],
    view,
  );
  return { ...answer, product, related };
}

/** The translated names of a product, which its search words include. */
export async function translatedNames(trx: Db, productId: string): Promise<string[]> {
  return (await trx('product_translations')
    .where('productId', productId)
    .whereNotNull('name')
    .pluck('name')) as string[];
}

/**
 * Sets the fields sent (null clears one); a language left with no field is deleted.
 * Runs in the caller's transaction, with the product's row already written or locked.
 * Resolves to whether a translated name changed (the search words must follow).
 */
export async function saveTranslations(
  trx: Db,
  productId: string,
  input: TranslationsInput | undefined,
  time: number,
): Promise<boolean> {
  let namesChanged = false;
  for (const [lang, fields] of Object.entries(input ?? {})) {
    if (!fields || (fields.name === undefined && fields.description === undefined)) continue;
    const key = { productId, lang };
    const current = (await trx('product_translations').where(key).first()) as
      TranslationRow | undefined;
    const name = fields.name === undefined ? (current?.name ?? null) : fields.name;
    const description =
      fields.description === undefined
        ? (current?.description ?? null)
        : fields.description && JSON.stringify(fields.description);
    if (name !== (current?.name ?? null)) namesChanged = true;
    if (name === null && description === null) {
      if (current) await trx('product_translations').where(key).delete();
    } else if (current) {
      await trx('product_translations').where(key).update({ name, description, updatedAt: time });
    } else {
      await trx('product_translations').insert({
        ...key,
        name,
        description,
        createdAt: time,
        updatedAt: time,
      });
    }
  }
  return namesChanged;
}
