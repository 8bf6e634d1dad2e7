import type { z } from 'zod';
import { toPaise } from '../../contract/paise.ts';
import {
  MAX_PRODUCT_IMAGES,
  type Product,
  type productInputSchema,
  type productUpdateSchema,
} from '../../contract/product.ts';
import type { Db } from '../../db/knex.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { generateSku } from '../../lib/sku.ts';
import type { ImageStore } from '../image/image-store.ts';
import {
  removeUnusedImages,
  setProductImages,
  storeUploads,
  type UploadedFile,
} from './product-images.ts';
import { toProductJson } from './product-json.ts';
import { ProductModel } from './product.model.ts';

/**
 * How long another replica's catalogue change may take to show here. Changes made through
 * this process are visible at once (the cache is dropped on every write).
 */
export const PRODUCT_LIST_TTL_MS = 2000;

type ProductInput = z.output<typeof productInputSchema>;
type ProductUpdate = z.output<typeof productUpdateSchema>;

const skuTaken = (sku: string | null | undefined) =>
  conflict(`Another product already has the SKU "${sku ?? ''}". SKUs must be unique.`);

/** The stored key of an image URL the API handed out (`…/images/<key>`), if it is one. */
function keyOfUrl(url: string, keys: readonly string[]): string | undefined {
  let path: string;
  try {
    path = new URL(url, 'http://placeholder').pathname;
  } catch {
    return undefined;
  }
  return keys.find((key) => path === `/images/${key}`);
}

export function createProductService(deps: {
  db: Db;
  images: ImageStore;
  publicApiUrl: string;
  now?: () => number;
}) {
  const { db, images, publicApiUrl } = deps;
  const now = deps.now ?? Date.now;

  /** Products, newest first (two queries: products, then images). */
  async function list(archived: boolean): Promise<Product[]> {
    const rows = await ProductModel.query(db)
      .modify((q) => (archived ? q.whereNotNull('archivedAt') : q.whereNull('archivedAt')))
      .withGraphFetched('images')
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    return rows.map((p) => toProductJson(p, publicApiUrl));
  }

  // The product list is the hottest call (every shop page) and changes rarely: it is kept
  // serialised, and simultaneous misses share one database read.
  let cached: { body: string; expires: number; generation: number } | undefined;
  let loading: Promise<string> | undefined;
  let generation = 0;
  const invalidate = () => {
    generation += 1;
    cached = undefined;
    loading = undefined;
  };

  async function findJson(trx: Db, id: string): Promise<Product> {
    const product = await ProductModel.query(trx).findById(id).withGraphFetched('images');
    if (!product) throw notFound('This product does not exist.');
    return toProductJson(product, publicApiUrl);
  }

  return {
    /** `{"success":true,"products":[…]}` of every product not archived, ready to send. */
    async listResponseBody(): Promise<string> {
      if (cached && cached.expires > now() && cached.generation === generation) return cached.body;
      if (!loading) {
        const started = generation;
        const load = list(false).then((products) => {
          const body = JSON.stringify({ success: true, products });
          if (started === generation)
            cached = { body, expires: now() + PRODUCT_LIST_TTL_MS, generation: started };
          return body;
        });
        loading = load;
        void load
          .finally(() => {
            if (loading === load) loading = undefined;
          })
          .catch(() => undefined);
      }
      return loading;
    },

    /** Every product not archived, as objects (the price list). */
    listCurrent: () => list(false),

    /** The seller's archive: archived products only, newest first. */
    listArchived: () => list(true),

    /** Something else changed products (stock taken by orders, an import): drop the cache. */
    catalogueChanged: invalidate,

    /** Stores the images, then writes the product and their rows in one transaction. */
    async add(input: ProductInput, files: UploadedFile[]): Promise<Product> {
      const keys = await storeUploads(images, files);
      try {
        const time = now();
        const id = newId();
        const product = await db.transaction(async (trx) => {
          await ProductModel.query(trx).insert({
            id,
            name: input.name,
            category: input.category,
            pricePaise: toPaise(input.price),
            offerPricePaise: toPaise(input.offerPrice),
            description: input.description,
            inStock: true,
            weight: input.weight,
            stock: input.stock,
            sku: input.sku ?? generateSku(),
            archivedAt: null,
            createdAt: time,
            updatedAt: time,
          });
          await setProductImages(trx, id, keys);
          return findJson(trx, id);
        });
        invalidate();
        return product;
      } catch (err) {
        await Promise.all(keys.map((k) => images.remove(k)));
        if (isUniqueViolation(err)) throw skuTaken(input.sku);
        throw err;
      }
    },

    /**
     * Changes the fields sent, and the images: `keepImages` (current URLs, in their new
     * order; undefined keeps all) followed by the new files. Past orders keep their own
     * snapshots; files no longer used anywhere are deleted once the change has committed.
     */
    async update(
      input: ProductUpdate,
      keepImages: string[] | undefined,
      files: UploadedFile[],
    ): Promise<Product> {
      const added = await storeUploads(images, files);
      try {
        const { product, dropped } = await db.transaction(async (trx) => {
          const current = await ProductModel.query(trx)
            .findById(input.id)
            .withGraphFetched('images')
            .forUpdate();
          if (!current) throw notFound('This product does not exist.');
          const currentKeys = [...(current.images ?? [])]
            .sort((a, b) => a.position - b.position)
            .map((image) => image.path);
          const kept =
            keepImages?.map((url) => {
              const key = keyOfUrl(url, currentKeys);
              if (!key) throw badRequest('An image to keep is not one of this product’s images.');
              return key;
            }) ?? currentKeys;
          if (new Set(kept).size !== kept.length)
            throw badRequest('Each image can be kept only once.');
          const finalKeys = [...kept, ...added];
          if (finalKeys.length > MAX_PRODUCT_IMAGES)
            throw badRequest(`A product can have at most ${MAX_PRODUCT_IMAGES} images.`);

          const pricePaise = input.price === undefined ? current.pricePaise : toPaise(input.price);
          const offerPricePaise =
            input.offerPrice === undefined ? current.offerPricePaise : toPaise(input.offerPrice);
          if (offerPricePaise > pricePaise)
            throw badRequest('Offer price cannot be more than the price.');

          await ProductModel.query(trx)
            .findById(current.id)
            .patch({
              ...(input.name === undefined ? {} : { name: input.name }),
              ...(input.category === undefined ? {} : { category: input.category }),
              ...(input.description === undefined ? {} : { description: input.description }),
              ...(input.weight === undefined ? {} : { weight: input.weight }),
              ...(input.stock === undefined ? {} : { stock: input.stock }),
              // Every product keeps a SKU: an empty one leaves it as it is.
              ...(input.sku ? { sku: input.sku } : {}),
              pricePaise,
              offerPricePaise,
              updatedAt: now(),
            });
          await setProductImages(
            trx,
            current.id,
            finalKeys,
            (current.images ?? []).map((image) => image.id),
          );
          return {
            product: await findJson(trx, current.id),
            dropped: currentKeys.filter((key) => !kept.includes(key)),
          };
        });
        invalidate();
        await removeUnusedImages(db, images, dropped);
        return product;
      } catch (err) {
        await Promise.all(added.map((k) => images.remove(k)));
        if (isUniqueViolation(err)) throw skuTaken(input.sku);
        throw err;
      }
    },

    /** Archived products leave every customer view; restoring brings them back as they were. */
    async archive(id: string, archived: boolean): Promise<Product> {
      const updated = await ProductModel.query(db)
        .findById(id)
        .patch({ archivedAt: archived ? now() : null, updatedAt: now() });
      if (!updated) throw notFound('This product does not exist.');
      invalidate();
      return findJson(db, id);
    },

    async setStock(id: string, inStock: boolean): Promise<void> {
      const updated = await ProductModel.query(db)
        .findById(id)
        .patch({ inStock, updatedAt: now() });
      if (!updated) throw notFound('This product does not exist.');
      invalidate();
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
