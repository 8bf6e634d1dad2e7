import { toPaise } from '../../contract/paise.ts';
import type { ImportReport } from '../../contract/product.ts';
import type { Db } from '../../db/knex.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { generateSku } from '../../lib/sku.ts';
import { formatPriceList, parsePriceList, type PriceListRow } from './price-list-csv.ts';
import { readRow, type RowValues } from './price-list-row.ts';
import { addProductWords, replaceProductWords } from './product-words.ts';
import type { ProductService } from './product.service.ts';
import { ProductModel } from './product.model.ts';

const STORED_COLUMNS = [
  'id',
  'sku',
  'name',
  'category',
  'pricePaise',
  'offerPricePaise',
  'weight',
  'stock',
  'inStock',
  'description',
] as const;

/** A product as the import compares it: the columns the price list can change. */
type Stored = Pick<ProductModel, (typeof STORED_COLUMNS)[number]>;

type Patch = Partial<Omit<Stored, 'id'>>;

const INSERT_BATCH = 500;

/** The stored values a row sets, limited to the columns the file has. */
function rowPatch(row: PriceListRow, v: RowValues): Patch {
  const has = (column: keyof PriceListRow['cells']) => column in row.cells;
  // The SKU is what matched the row to its product (ignoring case), so it is not changed.
  return {
    name: v.name,
    category: v.category,
    pricePaise: toPaise(v.price),
    offerPricePaise: toPaise(v.offerPrice),
    ...(has('weight') ? { weight: v.weight } : {}),
    ...(has('stock') ? { stock: v.stock } : {}),
    ...(has('inStock') ? { inStock: v.inStock } : {}),
    ...(has('description') ? { description: v.description } : {}),
  };
}

/** Only what differs from the stored product. */
function changes(current: Stored, patch: Patch): Patch {
  return Object.fromEntries(
    Object.entries(patch).filter(
      ([key, value]) =>
        JSON.stringify(current[key as keyof Stored]) !== JSON.stringify(value ?? null),
    ),
  );
}

const toColumns = (patch: Patch) => ({
  ...patch,
  ...(patch.description ? { description: JSON.stringify(patch.description) } : {}),
});

/**
 * The seller's price list: every product not archived as CSV, and the same CSV read back
 * to create or update products matched by SKU, all rows or none.
 */
export function createPriceListService(deps: {
  db: Db;
  products: ProductService;
  now?: () => number;
}) {
  const { db, products } = deps;
  const now = deps.now ?? Date.now;

  // The model reads the description's JSON and the 0/1 of inStock.
  async function storedProducts(): Promise<Stored[]> {
    return ProductModel.query(db).select(...STORED_COLUMNS);
  }

  return {
    async exportCsv(): Promise<string> {
      return formatPriceList(await products.listCurrent());
    },

    /**
     * Checks every row first. A dry run only reports; otherwise every create and update
     * runs in one transaction, and any row with a problem means nothing is written (400).
     */
    async importCsv(file: Buffer, dryRun: boolean): Promise<ImportReport> {
      const rows = parsePriceList(file);
      const stored = await storedProducts();
      const bySku = new Map(stored.flatMap((p) => (p.sku ? [[p.sku.toLowerCase(), p]] : [])));
      const rowOfSku = new Map<string, number>();
      const errors: ImportReport['errors'] = [];
      const creates: Patch[] = [];
      const updates: { id: string; patch: Patch }[] = [];
      let unchanged = 0;

      for (const row of rows) {
        const result = readRow(row);
        if (!result.ok) {
          errors.push({ row: row.row, message: result.message });
          continue;
        }
        const sku = result.values.sku?.toLowerCase();
        if (sku) {
          const earlier = rowOfSku.get(sku);
          if (earlier) {
            errors.push({
              row: row.row,
              message: `SKU ${result.values.sku} is also on row ${earlier}.`,
            });
            continue;
          }
          rowOfSku.set(sku, row.row);
        }
        const patch = rowPatch(row, result.values);
        const current = sku ? bySku.get(sku) : undefined;
        if (!current) {
          const sku = result.values.sku;
          creates.push({
            weight: null,
            stock: null,
            inStock: true,
            description: [],
            ...patch,
            ...(sku ? { sku } : {}),
          });
          continue;
        }
        const changed = changes(current, patch);
        if (Object.keys(changed).length === 0) unchanged += 1;
        else updates.push({ id: current.id, patch: changed });
      }

      const report = { created: creates.length, updated: updates.length, unchanged, errors };
      if (dryRun) return { success: true, dryRun: true, ...report };
      if (errors.length > 0) {
        const count =
          errors.length === 1 ? 'One row has a problem' : `${errors.length} rows have problems`;
        throw new AppError(
          400,
          `${count}, so nothing was changed. Fix the file and import it again.`,
          {},
          { dryRun: false, ...report },
        );
      }

      await db.transaction(async (trx) => {
        const time = now();
        const taken = new Set(bySku.keys());
        const fresh = creates.map((patch, i) => {
          let sku = patch.sku;
          if (!sku) {
            do sku = generateSku();
            while (taken.has(sku.toLowerCase()));
          }
          taken.add(sku.toLowerCase());
          // Newest first lists the file's first new row first.
          return {
            id: newId(),
            ...toColumns({ ...patch, sku }),
            archivedAt: null,
            createdAt: time - i,
            updatedAt: time,
          };
        });
        for (let i = 0; i < fresh.length; i += INSERT_BATCH)
          await trx('products').insert(fresh.slice(i, i + INSERT_BATCH));
        // A new row always has a name (readRow requires one).
        await addProductWords(
          trx,
          fresh.map(({ id, name }) => ({ id, name: name ?? '' })),
        );
        for (const { id, patch } of updates) {
          await trx('products')
            .where('id', id)
            .update({ ...toColumns(patch), updatedAt: time });
          if (patch.name !== undefined) await replaceProductWords(trx, id, patch.name);
        }
      });
      if (creates.length + updates.length > 0) await products.catalogueChanged();
      return { success: true, dryRun: false, message: 'Price list imported.', ...report };
    },
  };
}

export type PriceListService = ReturnType<typeof createPriceListService>;
