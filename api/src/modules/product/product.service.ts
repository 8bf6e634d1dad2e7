import type { z } from 'zod';
import { toPaise } from '../../contract/paise.ts';
import {
  MAX_PRODUCT_IMAGES,
  type Product,
  type productInputSchema,
  type productUpdateSchema,
} from '../../contract/product.ts';
import type { Db } from '../../db/knex.ts';
import { normalBarcode } from '../../contract/barcode.ts';
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
import { insertProducts, patchProduct, reindexNames } from './product-rows.ts';
import { saveTranslations, withTranslations } from './product-translations.ts';
import { keptPictures } from './images/kept-pictures.ts';
import { toProductJson } from './product-json.ts';
import { ProductModel } from './product.model.ts';
import type { Signals } from '../../lib/signals.ts';
import { createProductReads } from './product-reads.ts';
import { stockChange } from './stock-change.ts';
import type { CategoryService } from './category.service.ts';
import type { SearchAnswers } from './search-answers.ts';

type ProductInput = z.output<typeof productInputSchema>;
type ProductUpdate = z.output<typeof productUpdateSchema>;

const skuTaken = (sku: string | null | undefined) =>
  conflict((w) => w.catalogue.skuTaken(sku ?? ''));

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
  /** How a search's words are looked for (synonyms, typos, suggestions). */
  search: SearchAnswers;
  now?: () => number;
}) {
  const { db, images, processor, orderPictures, imageBaseUrl, categories } = deps;
  const now = deps.now ?? Date.now;

  const reads = createProductReads({
    db,
    imageBaseUrl,
    categories,
    cursorSecret: deps.cursorSecret,
    catalogueCheckMs: deps.catalogueCheckMs,
    signals: deps.signals,
    search: deps.search,
    now,
  });
  const changed = reads.catalogueChanged;

  /**
   * Why the unique index refused a product (a 409): its barcode is another product's, named
   * so the seller can find it, or else its SKU is taken.
   */
  async function clash(
    input: { sku?: string | null | undefined; barcode?: string | null | undefined },
    self: string | undefined,
  ) {
    const other = input.barcode
      ? ((await db('products')
          .where('barcode', input.barcode)
          .modify((q) => {
            if (self) void q.whereNot('id', self);
          })
          .first('name')) as { name: string } | undefined)
      : undefined;
    if (other && input.barcode) {
      const code = input.barcode;
      return conflict((w) => w.catalogue.barcodeTaken(code, other.name));
    }
    return skuTaken(input.sku);
  }

  async function findJson(trx: Db, id: string): Promise<Product> {
    const product = await ProductModel.query(trx).findById(id).withGraphFetched('images');
    if (!product) throw notFound((w) => w.catalogue.productMissing);
    const [json] = await withTranslations(trx, [toProductJson(product, imageBaseUrl)]);
    return json as Product;
  }

  return {
    ...reads,

    /**
     * The product with this barcode (as a scanner typed it: spaces, dashes and case do not
     * matter), archived or not, so the till can say which; 404 when none has it.
     */
    async byBarcode(text: string): Promise<Product> {
      const code = normalBarcode(text.slice(0, 64));
      const row = (await db('products').where('barcode', code).first('id')) as
        { id: string } | undefined;
      if (!row) throw notFound((w) => w.catalogue.barcodeUnknown(code));
      return findJson(db, row.id);
    },

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
              barcode: input.barcode,
              archivedAt: null,
              createdAt: time,
              updatedAt: time,
            },
          ]);
          await setProductImages(trx, id, pictures);
          if (await saveTranslations(trx, id, input.translations, time))
            await reindexNames(trx, id);
          return findJson(trx, id);
        });
        await changed();
        return product;
      } catch (err) {
        await Promise.all(pictures.map((picture) => images.remove(picture.key)));
        if (isUniqueViolation(err)) throw await clash(input, undefined);
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
          if (!current) throw notFound((w) => w.catalogue.productMissing);
          const { currentKeys, kept } = keptPictures(current.images ?? [], keepImages);
          const finalPictures = [...kept, ...added];
          if (finalPictures.length > MAX_PRODUCT_IMAGES)
            throw badRequest((w) => w.catalogue.tooManyImages(MAX_PRODUCT_IMAGES));

          const pricePaise = input.price === undefined ? current.pricePaise : toPaise(input.price);
          const offerPricePaise =
            input.offerPrice === undefined ? current.offerPricePaise : toPaise(input.offerPrice);
          if (offerPricePaise > pricePaise) throw badRequest((w) => w.catalogue.offerAbovePrice);

          await patchProduct(
            trx,
            current.id,
            {
              ...(input.name === undefined ? {} : { name: input.name }),
              ...(category === undefined ? {} : { category }),
              ...(input.gstRate === undefined ? {} : { gstRate: input.gstRate }),
              ...(input.hsn === undefined ? {} : { hsn: input.hsn }),
              ...(input.barcode === undefined ? {} : { barcode: input.barcode }),
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
          if (await saveTranslations(trx, current.id, input.translations, now()))
            await reindexNames(trx, current.id);
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
        if (isUniqueViolation(err)) throw await clash(input, input.id);
        throw err;
      }
    },

    /** Archived products leave every customer view; restoring brings them back as they were. */
    async archive(id: string, archived: boolean): Promise<Product> {
      const updated = await patchProduct(db, id, {
        archivedAt: archived ? now() : null,
        updatedAt: now(),
      });
      if (!updated) throw notFound((w) => w.catalogue.productMissing);
      await changed();
      return findJson(db, id);
    },

    /** Whether each of these products exists and is sold (not archived), for a cart. */
    async saleStates(ids: readonly string[]) {
      return ProductModel.query(db).whereIn('id', ids).select('id', 'name', 'archivedAt');
    },

    async setStock(id: string, inStock: boolean): Promise<void> {
      const updated = await patchProduct(db, id, { inStock, updatedAt: now() });
      if (!updated) throw notFound((w) => w.catalogue.productMissing);
      await changed();
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
