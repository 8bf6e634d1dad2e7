import type { z } from 'zod';
import { toPaise } from '../../contract/paise.ts';
import {
  MAX_PRODUCT_IMAGES,
  type Product,
  type productInputSchema,
} from '../../contract/product.ts';
import type { Db } from '../../db/knex.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { ImageStore } from '../image/image-store.ts';
import type { ImageExtension } from '../image/sniff-image.ts';
import { toProductJson } from './product-json.ts';
import { ProductModel } from './product.model.ts';

export interface UploadedFile {
  /** Where the upload parser left the bytes. */
  tempPath: string;
}

/**
 * How long another replica's catalogue change may take to show here. Changes made through
 * this process are visible at once (the cache is dropped on every write).
 */
export const PRODUCT_LIST_TTL_MS = 2000;

export function createProductService(deps: {
  db: Db;
  images: ImageStore;
  publicApiUrl: string;
  now?: () => number;
}) {
  const { db, images, publicApiUrl } = deps;
  const now = deps.now ?? Date.now;

  /** Every product, in stock or not, newest first (two queries: products, then images). */
  async function list(): Promise<Product[]> {
    const rows = await ProductModel.query(db)
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

  return {
    /** `{"success":true,"products":[…]}`, ready to send. */
    async listResponseBody(): Promise<string> {
      if (cached && cached.expires > now() && cached.generation === generation) return cached.body;
      if (!loading) {
        const started = generation;
        const load = list().then((products) => {
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

    /**
     * Checks every file is a real image before anything is stored, then writes the
     * product and its images in one transaction; stored files are removed if it fails.
     */
    async add(input: z.output<typeof productInputSchema>, files: UploadedFile[]): Promise<Product> {
      if (files.length > MAX_PRODUCT_IMAGES) {
        throw badRequest(`A product can have at most ${MAX_PRODUCT_IMAGES} images.`);
      }
      const detected = await Promise.all(
        files.map(async (f) => ({ tempPath: f.tempPath, kind: await images.detect(f.tempPath) })),
      );
      const checked = detected.filter(
        (d): d is { tempPath: string; kind: ImageExtension } => d.kind !== undefined,
      );
      if (checked.length !== files.length) {
        throw badRequest('Only image files (JPEG, PNG, WebP, GIF or AVIF) can be uploaded.');
      }
      const keys: string[] = [];
      try {
        for (const file of checked) keys.push(await images.save(file.tempPath, file.kind));
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
            weight: input.weight ?? null,
            createdAt: time,
            updatedAt: time,
          });
          if (keys.length > 0) {
            await trx('product_images').insert(
              keys.map((path, position) => ({ id: newId(), productId: id, position, path })),
            );
          }
          return ProductModel.query(trx).findById(id).withGraphFetched('images').throwIfNotFound();
        });
        invalidate();
        return toProductJson(product, publicApiUrl);
      } catch (err) {
        await Promise.all(keys.map((k) => images.remove(k)));
        throw err;
      }
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
