import type { z } from 'zod';
import { slugify } from '../../contract/category-path.ts';
import {
  DEFAULT_CATEGORY_COLOUR,
  type categoryInputSchema,
  type categoryUpdateSchema,
  type StoreCategory,
} from '../../contract/category.ts';
import type { Language } from '../../contract/languages.ts';
import type { Db } from '../../db/knex.ts';
import { DEMO_KEY_PREFIX } from '../../images/demo-artwork.ts';
import type { ImageProcessor } from '../../images/image-processor.ts';
import type { ImageStore } from '../../images/image-store.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { checkFree, clashOf } from './category-clash.ts';
import { toCategoryJson } from './category-json.ts';
import { categoriesInLanguage, saveCategoryTranslations } from './category-translations.ts';
import { CategoryModel } from './category.model.ts';
import { storeUploads, type UploadedFile } from './images/product-images.ts';
import { renameProductsCategory } from './product-rows.ts';
import { ProductModel } from './product.model.ts';

type CategoryInput = z.output<typeof categoryInputSchema>;
type CategoryUpdate = z.output<typeof categoryUpdateSchema>;

const missing = () => notFound((w) => w.catalogue.categoryMissing);

/** Shipped artwork is read-only; only uploads are ours to delete. */
const removable = (key: string | null): key is string =>
  key !== null && !key.startsWith(DEMO_KEY_PREFIX);

/**
 * The shop's categories (the `categories` table, owned by the product module). Products
 * name theirs by `name`; a rename moves them in the same transaction.
 */
export function createCategoryService(deps: {
  db: Db;
  images: ImageStore;
  processor: ImageProcessor;
  imageBaseUrl: string;
  /** Product answers show the category's name: a rename must reach the catalogue caches. */
  catalogueChanged: () => Promise<void>;
  now?: () => number;
}) {
  const { db, images, processor, imageBaseUrl } = deps;
  const now = deps.now ?? Date.now;
  const toJson = (row: CategoryModel, count?: number) => toCategoryJson(row, imageBaseUrl, count);

  const ordered = (trx: Db) =>
    CategoryModel.query(trx).orderBy([
      { column: 'position', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);

  async function findJson(trx: Db, id: string): Promise<StoreCategory> {
    const row = await CategoryModel.query(trx).findById(id);
    if (!row) throw missing();
    return toJson(row);
  }

  return {
    /** Shoppers' list (active, in order) or the seller's (`all`: retired ones and product counts too). */
    async list(all: boolean): Promise<StoreCategory[]> {
      const rows = await ordered(db).modify((q) => (all ? q : q.whereNull('retiredAt')));
      if (!all) return rows.map((row) => toJson(row));
      const counts = (await ProductModel.query(db)
        .select('category')
        .count('* as count')
        .groupBy('category')) as unknown as { category: string; count: number | string }[];
      const byName = new Map(counts.map((c) => [c.category.toLowerCase(), Number(c.count)]));
      return rows.map((row) => toJson(row, byName.get(row.nameKey) ?? 0));
    },

    /** Answers in `lang` (the original's as it is); the seller's with their translations. */
    inLanguage: (categories: readonly StoreCategory[], lang: Language, seller = false) =>
      categoriesInLanguage(db, categories, lang, seller),

    async add(input: CategoryInput): Promise<StoreCategory> {
      const path = input.path ?? slugify(input.name);
      if (!path) throw badRequest((w) => w.catalogue.categoryNeedsPath);
      const time = now();
      const id = newId();
      try {
        return await db.transaction(async (trx) => {
          await checkFree(trx, null, input.name, path);
          const last = (await CategoryModel.query(trx)
            .max('position as last')
            .first()) as unknown as { last: number | null } | undefined;
          await CategoryModel.query(trx).insert({
            id,
            name: input.name,
            nameKey: input.name.toLowerCase(),
            text: input.text ?? null,
            path,
            colour: input.colour ?? DEFAULT_CATEGORY_COLOUR,
            image: null,
            imageWidth: null,
            imageHeight: null,
            position: (last?.last ?? -1) + 1,
            retiredAt: null,
            createdAt: time,
            updatedAt: time,
          });
          await saveCategoryTranslations(trx, id, input.translations, time);
          return findJson(trx, id);
        });
      } catch (err) {
        throw clashOf(err, input.name, path);
      }
    },

    /** Renames (its products follow in the same transaction), repaths, recolours. */
    async update(input: CategoryUpdate): Promise<StoreCategory> {
      let renamed = false;
      let dropped: string | null = null;
      try {
        const category = await db.transaction(async (trx) => {
          const current = await CategoryModel.query(trx).findById(input.id).forUpdate();
          if (!current) throw missing();
          const name =
            input.name !== undefined && input.name !== current.name ? input.name : undefined;
          const path =
            input.path !== undefined && input.path !== current.path ? input.path : undefined;
          const otherKey = name !== undefined && name.toLowerCase() !== current.nameKey;
          await checkFree(trx, current.id, otherKey ? name : undefined, path);
          const time = now();
          if (name !== undefined) {
            await renameProductsCategory(trx, current.name, name, time);
            renamed = true;
          }
          if (input.image === null) dropped = current.image;
          await CategoryModel.query(trx)
            .findById(current.id)
            .patch({
              ...(name === undefined ? {} : { name, nameKey: name.toLowerCase() }),
              ...(path === undefined ? {} : { path }),
              ...(input.text === undefined ? {} : { text: input.text }),
              ...(input.colour === undefined ? {} : { colour: input.colour }),
              ...(input.image === null ? { image: null, imageWidth: null, imageHeight: null } : {}),
              updatedAt: time,
            });
          await saveCategoryTranslations(trx, current.id, input.translations, time);
          return findJson(trx, current.id);
        });
        if (renamed) await deps.catalogueChanged();
        if (removable(dropped)) await images.remove(dropped);
        return category;
      } catch (err) {
        throw clashOf(err, input.name, input.path);
      }
    },

    /** Stores the picture (resized like a product photo), then points the category at it. */
    async setPicture(id: string, file: UploadedFile): Promise<StoreCategory> {
      const [picture] = await storeUploads(images, processor, [file]);
      if (!picture) throw badRequest((w) => w.catalogue.choosePicture);
      try {
        const { category, previous } = await db.transaction(async (trx) => {
          const current = await CategoryModel.query(trx).findById(id).forUpdate();
          if (!current) throw missing();
          await CategoryModel.query(trx).findById(id).patch({
            image: picture.key,
            imageWidth: picture.width,
            imageHeight: picture.height,
            updatedAt: now(),
          });
          return { category: await findJson(trx, id), previous: current.image };
        });
        if (removable(previous)) await images.remove(previous);
        return category;
      } catch (err) {
        await images.remove(picture.key);
        throw err;
      }
    },

    /**
     * Puts every category in the order of `ids`, which must name each exactly once. All rows
     * are locked first, so two reorders at once apply one after the other, never mixed.
     */
    async reorder(ids: readonly string[]): Promise<StoreCategory[]> {
      await db.transaction(async (trx) => {
        const rows = await ordered(trx).forUpdate().select('id', 'position');
        const known = new Set(rows.map((row) => row.id));
        if (
          ids.length !== known.size ||
          new Set(ids).size !== ids.length ||
          !ids.every((id) => known.has(id))
        )
          throw conflict((w) => w.catalogue.categoriesChanged);
        const position = new Map(rows.map((row) => [row.id, row.position]));
        const time = now();
        for (const [index, id] of ids.entries())
          if (position.get(id) !== index)
            await CategoryModel.query(trx).findById(id).patch({ position: index, updatedAt: time });
      });
      return this.list(true);
    },

    /** A retired category hides from shoppers; its products and their orders keep its name. */
    async retire(id: string, retired: boolean): Promise<StoreCategory> {
      const changed = await CategoryModel.query(db)
        .findById(id)
        .patch({ retiredAt: retired ? now() : null, updatedAt: now() });
      if (!changed) throw missing();
      return findJson(db, id);
    },

    /** Only an empty category can go; one with products (archived ones too) is retired instead. */
    async remove(id: string): Promise<void> {
      const image = await db.transaction(async (trx) => {
        const current = await CategoryModel.query(trx).findById(id).forUpdate();
        if (!current) throw missing();
        const count = await ProductModel.query(trx).where('category', current.name).resultSize();
        if (count > 0)
          throw new AppError(
            409,
            (w) => w.catalogue.categoryHasProducts(current.name, count),
            {},
            { productCount: count },
          );
        await CategoryModel.query(trx).deleteById(id);
        return current.image;
      });
      if (removable(image)) await images.remove(image);
    },

    /**
     * The stored name of the category a product is put in, inside the product's
     * transaction: the row is share-locked, so a rename or delete waits for it. `current`
     * is the product's category now: keeping it is fine even once it is retired.
     */
    async nameFor(trx: Db, name: string, current?: string): Promise<string> {
      const row = await CategoryModel.query(trx)
        .where('nameKey', name.toLowerCase())
        .first()
        .forShare();
      if (current !== undefined && name.toLowerCase() === current.toLowerCase())
        return row?.name ?? current;
      if (!row) throw badRequest((w) => w.catalogue.categoryUnknown(name));
      if (row.retiredAt !== null) throw badRequest((w) => w.catalogue.categoryRetired(row.name));
      return row.name;
    },

    /**
     * Share-locks the categories named (by name) in a transaction that puts products in them,
     * before it locks any product (a rename's order); resolves to the names no longer there.
     */
    async lockNames(trx: Db, names: readonly string[]): Promise<string[]> {
      const keys = [...new Set(names.map((name) => name.toLowerCase()))].sort();
      if (keys.length === 0) return [];
      const rows = await CategoryModel.query(trx)
        .whereIn('nameKey', keys)
        .select('nameKey')
        .forShare();
      const found = new Set(rows.map((row) => row.nameKey));
      return keys.filter((key) => !found.has(key));
    },

    /** Every category by lowercase name, for checking many rows at once (the price list). */
    async byName(): Promise<Map<string, { name: string; retired: boolean }>> {
      const rows = await CategoryModel.query(db).select('name', 'nameKey', 'retiredAt');
      return new Map(
        rows.map((row) => [row.nameKey, { name: row.name, retired: row.retiredAt !== null }]),
      );
    },

    /** The name of the category a page asks for by path or name (any case), retired ones too. */
    async resolve(text: string): Promise<string> {
      const key = text.trim().toLowerCase();
      const row = await CategoryModel.query(db)
        .where('path', key)
        .orWhere('nameKey', key)
        .select('name')
        .first();
      if (!row) throw badRequest((w) => w.catalogue.categoryNotTheShops(text.trim()));
      return row.name;
    },
  };
}

export type CategoryService = ReturnType<typeof createCategoryService>;
