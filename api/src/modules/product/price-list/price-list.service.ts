import type { ImportReport } from '../../../contract/product.ts';
import type { Db } from '../../../db/knex.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { AppError, conflict } from '../../../lib/errors.ts';
import { newId } from '../../../lib/ids.ts';
import { generateSku } from '../../../lib/sku.ts';
import { formatPriceList } from './price-list-csv.ts';

/** The unique index on products.barcode, by either database's words for it. */
const isBarcodeClash = (err: unknown) =>
  /products_barcode|products\.barcode/.test(err instanceof Error ? err.message : '');
import { planImport, STORED_COLUMNS, type ImportPlan, type Stored } from './price-list-plan.ts';
import { previewOf } from './price-list-preview.ts';
import { MAX_PRICE_LIST_ROWS, readPriceList } from './price-list-read.ts';
import { skuClash, withoutStoredTwins } from './price-list-sku.ts';
import { judgeShelf, lockCounts } from './price-list-stock.ts';
import { freeBarcodes, insertProducts, patchProduct, reindexNames } from '../product-rows.ts';
import { hindiOf, saveTranslations, withTranslations } from '../product-translations.ts';
import type { ProductService } from '../product.service.ts';
import type { CategoryService } from '../category.service.ts';
import { ProductModel } from '../product.model.ts';

type Counts = Omit<ImportReport, 'success' | 'dryRun' | 'message'>;

/** Nothing written: the 400 carries the counts and every row's problem. */
function refused(report: Counts): AppError {
  const problems = report.errors.length;
  return new AppError(
    400,
    (w) => w.catalogue.priceListRefused(problems),
    {},
    { dryRun: false, ...report },
  );
}

/**
 * The seller's price list: every product not archived as CSV, and the same CSV read back
 * to create or update products matched by SKU, all rows or none.
 */
export function createPriceListService(deps: {
  db: Db;
  products: ProductService;
  categories: Pick<CategoryService, 'byName' | 'lockNames'>;
  now?: () => number;
}) {
  const { db, products, categories } = deps;
  const now = deps.now ?? Date.now;

  // The model reads the description's JSON and the 0/1 of inStock.
  async function storedProducts(): Promise<Stored[]> {
    return ProductModel.query(db).select(...STORED_COLUMNS);
  }

  /**
   * One transaction: the updated products are locked and their counts judged again first
   * (a sheet gone stale since the check is refused), then every insert and update.
   */
  async function write({ creates, updates }: ImportPlan, taken: Set<string>, report: Counts) {
    const newSkus: string[] = [];
    try {
      await db.transaction(async (trx) => {
        const time = now();
        // The categories rows go into, before any product: a delete meanwhile is refused.
        const gone = await categories.lockNames(trx, [
          ...creates.map(({ patch }) => patch.category),
          ...updates.flatMap(({ patch }) => (patch.category ? [patch.category] : [])),
        ]);
        if (gone.length > 0)
          throw new AppError(409, (w) => w.catalogue.priceListCategoryGone(gone));
        const counts = await lockCounts(
          trx,
          updates.map(({ id }) => id),
        );
        const stale: ImportReport['errors'] = [];
        const writes = updates.flatMap(({ id, patch, shelf }) => {
          const counted = counts.get(id);
          if (!shelf || !counted) return [{ id, patch }];
          const verdict = judgeShelf(shelf, counted);
          if ('stale' in verdict) {
            stale.push({ row: shelf.row, message: verdict.stale });
            return [];
          }
          return [
            {
              id,
              patch: verdict.stock === counted.stock ? patch : { ...patch, stock: verdict.stock },
            },
          ];
        });
        if (stale.length > 0)
          throw refused({ ...report, updated: report.updated - stale.length, errors: stale });

        const fresh = creates.map(({ patch }, i) => {
          let sku = patch.sku;
          if (!sku) {
            do sku = generateSku();
            while (taken.has(sku.toLowerCase()));
          }
          taken.add(sku.toLowerCase());
          newSkus.push(sku);
          // Newest first lists the file's first new row first.
          return {
            id: newId(),
            ...patch,
            sku,
            archivedAt: null,
            createdAt: time - i,
            updatedAt: time,
          };
        });
        // Codes the sheet moves between products are freed before any is given.
        await freeBarcodes(
          trx,
          writes.filter(({ patch }) => 'barcode' in patch).map(({ id }) => id),
        );
        await insertProducts(trx, fresh);
        const translated = [
          ...creates.map(({ translations }, i) => ({ id: fresh[i]?.id ?? '', translations })),
          ...updates,
        ];
        for (const { id, patch } of writes) {
          if (Object.keys(patch).length === 0) continue;
          await patchProduct(trx, id, { ...patch, updatedAt: time });
        }
        for (const { id, translations } of translated) {
          if (translations && (await saveTranslations(trx, id, translations, time)))
            await reindexNames(trx, id);
        }
      });
    } catch (err) {
      if (isUniqueViolation(err))
        throw isBarcodeClash(err)
          ? conflict((w) => w.catalogue.priceListBarcodeTaken)
          : await skuClash(db, err, newSkus);
      throw err;
    }
  }

  return {
    async exportCsv(): Promise<string> {
      return formatPriceList(await withTranslations(db, await products.listCurrent()));
    },

    /**
     * Reads the uploaded file at `path` and checks every row first. A dry run only reports,
     * with a preview of the rows it would change; otherwise every create and update runs in
     * one transaction, and any row with a problem means nothing is written (400).
     */
    async importCsv(
      path: string,
      dryRun: boolean,
      /** The seller saw and accepted the fields the file empties (the preview's `emptied`). */
      confirmEmptied = false,
    ): Promise<ImportReport> {
      // A shop of more products than the usual limit must be able to re-import its export.
      const counted = await db('products').count({ n: '*' }).first();
      const rows = await readPriceList(
        path,
        Math.max(MAX_PRICE_LIST_ROWS, Number(counted?.n ?? 0)),
      );
      const stored = await storedProducts();
      const plan = await withoutStoredTwins(
        db,
        await planImport(rows, stored, await categories.byName(), await hindiOf(db)),
      );
      const report: Counts = {
        created: plan.creates.length,
        updated: plan.updates.length,
        unchanged: plan.unchanged,
        errors: plan.errors,
      };
      if (dryRun)
        return { success: true, dryRun: true, ...report, preview: await previewOf(plan, stored) };
      if (plan.errors.length > 0) throw refused(report);
      const emptying = plan.updates.filter((update) => update.emptied.length > 0).length;
      if (emptying > 0 && !confirmEmptied)
        throw new AppError(
          409,
          (w) => w.catalogue.priceListEmptiesFields(emptying),
          {},
          {
            code: 'CONFIRM_EMPTIED',
            emptying,
          },
        );

      const taken = new Set(stored.flatMap((p) => (p.sku ? [p.sku.toLowerCase()] : [])));
      await write(plan, taken, report);
      if (plan.creates.length + plan.updates.length > 0) await products.catalogueChanged();
      // The handler says so, in the request's language.
      return { success: true, dryRun: false, ...report };
    },
  };
}

export type PriceListService = ReturnType<typeof createPriceListService>;
