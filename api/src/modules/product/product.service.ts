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
import type { ImageProcessor } from '../../images/image-processor.ts';
import type { ImageStore } from '../../images/image-store.ts';
import type { OrderPictures } from '../order/order-pictures.service.ts';
import {
  removeUnusedImages,
  setProductImages,
  storeUploads,
  type UploadedFile,
} from './images/product-images.ts';
import type {
  ProductDetailResponse,
  ProductPageQuery,
  ProductPageResponse,
} from '../../contract/product-page.ts';
import { createPageCursors } from './catalogue/page-cursor.ts';
import {
  findProductPage,
  findProductsByIds,
  findProductWithRelated,
} from './catalogue/product-page-query.ts';
import { singleProcessSignals, type Signals } from '../../lib/signals.ts';
import { createProductCaches } from './catalogue/product-caches.ts';
import { insertProducts, patchProduct } from './product-rows.ts';
import { keptPictures } from './images/kept-pictures.ts';
import { toProductJson } from './product-json.ts';
import { ProductModel } from './product.model.ts';
import { stockChange } from './stock-change.ts';
import type { CategoryService } from './category.service.ts';
import { heldDetail, heldPage, readRestocked } from './catalogue/stock-patch.ts';

type ProductInput = z.output<typeof productInputSchema>;
type ProductUpdate = z.output<typeof productUpdateSchema>;

const skuTaken = (sku: string | null | undefined) =>
  conflict(`Another product already has the SKU "${sku ?? ''}". SKUs must be unique.`);

export function createProductService(deps: {
  db: Db;
  images: ImageStore;
  processor: ImageProcessor;
  /** Past orders show pictures too: a file they show is kept. */
  orderPictures: Pick<OrderPictures, 'inUse'>;
  imageBaseUrl: string;
  /** A product's category must be one of the shop's (see category.service). */
  categories: Pick<CategoryService, 'nameFor' | 'resolve'>;
  /** Signs page cursors, so a forged one is refused. */
  cursorSecret: string;
  /** See CATALOGUE_CHECK_MS (tests of several processes shorten it). */
  catalogueCheckMs?: number;
  /** Tells other API processes of changes at once (Redis), beside the version checks. */
  signals?: Signals;
  now?: () => number;
}) {
  const { db, images, processor, orderPictures, imageBaseUrl, categories } = deps;
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
    return rows.map((p) => toProductJson(p, imageBaseUrl));
  }

  const toJson = (product: ProductModel) => toProductJson(product, imageBaseUrl);
  const caches = createProductCaches({
    db,
    loadWholeList: () => list(false),
    readProducts: (ids) => readRestocked(db, ids, toJson),
    catalogueCheckMs: deps.catalogueCheckMs,
    signals: deps.signals ?? singleProcessSignals,
    now,
  });
  const { changed } = caches;
  const cursors = createPageCursors(deps.cursorSecret);

  async function findJson(trx: Db, id: string): Promise<Product> {
    const product = await ProductModel.query(trx).findById(id).withGraphFetched('images');
    if (!product) throw notFound('This product does not exist.');
    return toProductJson(product, imageBaseUrl);
  }

  return {
    /** Every product not archived, serialised and compressed (see product-list-cache). */
    wholeList: () => caches.wholeList(),

    /** One page of the catalogue: filtered, searched and sorted by the database. */
    async page(query: ProductPageQuery): Promise<ProductPageResponse> {
      // By its stored name, however the page named it (path or name, any case).
      const params = query.category
        ? { ...query, category: await categories.resolve(query.category) }
        : query;
      if (params.ids) {
        const products = await findProductsByIds(db, params.ids);
        return { success: true, products: products.map(toJson), nextCursor: null };
      }
      const held = await caches.held(`page ${JSON.stringify(params)}`, async () => {
        const { products, nextCursor } = await findProductPage(db, cursors, params);
        const answer = { success: true as const, products: products.map(toJson), nextCursor };
        const after = params.cursor ? cursors.decode(params.cursor, params.sort).value : undefined;
        return heldPage(params, answer, after, products.at(-1));
      });
      return held.answer;
    },

    /** One product on sale and up to five related ones; 404 when unknown or archived. */
    async detail(id: string): Promise<ProductDetailResponse> {
      const held = await caches.held(`detail ${id}`, async () => {
        const found = await findProductWithRelated(db, id);
        if (!found) throw notFound('This product does not exist or is no longer sold.');
        const answer = {
          success: true as const,
          product: toJson(found.product),
          related: found.related.map(toJson),
        };
        return heldDetail(answer, found.related);
      });
      return held.answer;
    },

    /** Every product not archived, as objects (the price list). */
    listCurrent: () => list(false),

    /** The seller's archive: archived products only, newest first. */
    listArchived: () => list(true),

    /**
     * Something else changed products (stock taken by orders, an import): resolves once the
     * list shows it, so the caller can answer after that.
     */
    catalogueChanged: changed,

    /**
     * Orders took or gave back units of these products (their stock count changed, nothing
     * else): resolves once the list and the pages show the new counts.
     */
    stockChanged: (productIds: readonly string[]) => caches.stockChanged(productIds),

    /** Stores the images, then writes the product and their rows in one transaction. */
    async add(input: ProductInput, files: UploadedFile[]): Promise<Product> {
      const pictures = await storeUploads(images, processor, files);
      try {
        const time = now();
        const id = newId();
        const product = await db.transaction(async (trx) => {
          const category = await categories.nameFor(trx, input.category);
          await insertProducts(trx, [
            {
              id,
              name: input.name,
              category,
              pricePaise: toPaise(input.price),
              offerPricePaise: toPaise(input.offerPrice),
              description: input.description,
              inStock: true,
              weight: input.weight ?? null,
              stock: input.stock,
              sku: input.sku ?? generateSku(),
              gstRate: input.gstRate,
              hsn: input.hsn,
              archivedAt: null,
              createdAt: time,
              updatedAt: time,
            },
          ]);
          await setProductImages(trx, id, pictures);
          return findJson(trx, id);
        });
        await changed();
        return product;
      } catch (err) {
        await Promise.all(pictures.map((picture) => images.remove(picture.key)));
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
      const added = await storeUploads(images, processor, files);
      try {
        const { product, dropped } = await db.transaction(async (trx) => {
          // The category's row is locked before the product's, in the order a rename takes
          // them (category, then its products), so the two never deadlock.
          const category =
            input.category === undefined
              ? undefined
              : await categories.nameFor(
                  trx,
                  input.category,
                  (await ProductModel.query(trx).findById(input.id).select('category'))?.category,
                );
          const current = await ProductModel.query(trx)
            .findById(input.id)
            .withGraphFetched('images')
            .forUpdate();
          if (!current) throw notFound('This product does not exist.');
          const { currentKeys, kept } = keptPictures(current.images ?? [], keepImages);
          const finalPictures = [...kept, ...added];
          if (finalPictures.length > MAX_PRODUCT_IMAGES)
            throw badRequest(`A product can have at most ${MAX_PRODUCT_IMAGES} images.`);

          const pricePaise = input.price === undefined ? current.pricePaise : toPaise(input.price);
          const offerPricePaise =
            input.offerPrice === undefined ? current.offerPricePaise : toPaise(input.offerPrice);
          if (offerPricePaise > pricePaise)
            throw badRequest('Offer price cannot be more than the price.');

          await patchProduct(
            trx,
            current.id,
            {
              ...(input.name === undefined ? {} : { name: input.name }),
              ...(category === undefined ? {} : { category }),
              ...(input.gstRate === undefined ? {} : { gstRate: input.gstRate }),
              ...(input.hsn === undefined ? {} : { hsn: input.hsn }),
              ...(input.description === undefined ? {} : { description: input.description }),
              ...(input.weight === undefined ? {} : { weight: input.weight }),
              ...stockChange(current, input.stock, input.stockBase),
              // Every product keeps a SKU: an empty one leaves it as it is.
              ...(input.sku ? { sku: input.sku } : {}),
              pricePaise,
              offerPricePaise,
              updatedAt: now(),
            },
            current.name,
          );
          await setProductImages(
            trx,
            current.id,
            finalPictures,
            (current.images ?? []).map((image) => image.id),
          );
          return {
            product: await findJson(trx, current.id),
            dropped: currentKeys.filter((key) => !kept.some((picture) => picture.key === key)),
          };
        });
        await changed();
        await removeUnusedImages(db, images, orderPictures, dropped);
        return product;
      } catch (err) {
        await Promise.all(added.map((picture) => images.remove(picture.key)));
        if (isUniqueViolation(err)) throw skuTaken(input.sku);
        throw err;
      }
    },

    /** Archived products leave every customer view; restoring brings them back as they were. */
    async archive(id: string, archived: boolean): Promise<Product> {
      const updated = await patchProduct(db, id, {
        archivedAt: archived ? now() : null,
        updatedAt: now(),
      });
      if (!updated) throw notFound('This product does not exist.');
      await changed();
      return findJson(db, id);
    },

    /** Whether each of these products exists and is sold (not archived), for a cart. */
    async saleStates(ids: readonly string[]) {
      return ProductModel.query(db).whereIn('id', ids).select('id', 'name', 'archivedAt');
    },

    async setStock(id: string, inStock: boolean): Promise<void> {
      const updated = await patchProduct(db, id, { inStock, updatedAt: now() });
      if (!updated) throw notFound('This product does not exist.');
      await changed();
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
