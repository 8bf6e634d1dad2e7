import { toPaise } from '../../../contract/paise.ts';
import type {
  ImportReport,
  ProductTranslation,
  TranslationsInput,
} from '../../../contract/product.ts';
import { stockForShelf } from '../../../contract/stock.ts';
import type { PriceListRow } from './price-list-csv.ts';
import { readRow, type CategoriesByName, type RowValues } from './price-list-row.ts';
import { judgeShelf, type ShelfChange } from './price-list-stock.ts';
import { withoutBarcodeClashes } from './price-list-barcodes.ts';
import { turns } from './price-list-turns.ts';
import { emptiedFields } from './price-list-emptied.ts';
import type { EmptiedField } from '../../../contract/price-list.ts';
import type { ProductModel } from '../product.model.ts';

export const STORED_COLUMNS = [
  'id',
  'sku',
  'name',
  'category',
  'pricePaise',
  'offerPricePaise',
  'weight',
  'gstRate',
  'hsn',
  'barcode',
  'stock',
  'held',
  'inStock',
  'description',
] as const;

/** A product as the import compares it: the columns the price list can change. */
export type Stored = Pick<ProductModel, (typeof STORED_COLUMNS)[number]>;

export type Patch = Partial<Omit<Stored, 'id' | 'held'>>;

/** What every row of the file sets, whatever its columns. */
type RowPatch = Patch & Pick<Stored, 'name' | 'category' | 'pricePaise' | 'offerPricePaise'>;

/** A new product: every column but its id, and its SKU when the file gives one. */
export type CreatePatch = Omit<Stored, 'id' | 'held' | 'sku'> & Pick<Patch, 'sku'>;

/** What a file does, row by row, to the products as they were read. */
export interface ImportPlan {
  creates: { row: number; patch: CreatePatch; translations?: TranslationsInput }[];
  /**
   * `shelf`: a count to judge again, and write, once the product is locked. `translations`:
   * the Hindi fields that change (product_translations, beside the product's row).
   */
  updates: {
    id: string;
    row: number;
    patch: Patch;
    shelf?: ShelfChange & { row: number };
    translations?: TranslationsInput;
    /** The fields it empties that hold something now (price-list-emptied.ts). */
    emptied: EmptiedField[];
  }[];
  unchanged: number;
  errors: ImportReport['errors'];
  /** Cells read otherwise than typed, row by row (an HSN code's leading zero put back). */
  notes: { row: number; message: string }[];
}

/**
 * The stored values a row sets, limited to the columns the file has. The count is not
 * among them: it is a shelf count, judged against the product (see `shelfChange`).
 */
function rowPatch(row: PriceListRow, v: RowValues): RowPatch {
  const has = (column: keyof PriceListRow['cells']) => column in row.cells;
  // The SKU is what matched the row to its product (ignoring case), so it is not changed.
  return {
    name: v.name,
    category: v.category,
    pricePaise: toPaise(v.price),
    offerPricePaise: toPaise(v.offerPrice),
    ...(has('weight') ? { weight: v.weight } : {}),
    ...(has('gstRate') ? { gstRate: v.gstRate } : {}),
    ...(has('hsn') ? { hsn: v.hsn } : {}),
    ...(has('barcode') ? { barcode: v.barcode } : {}),
    ...(has('inStock') ? { inStock: v.inStock } : {}),
    ...(has('description') ? { description: v.description } : {}),
  };
}

/**
 * The count a row sets on a stored product, if any: none when the file has no stock column
 * or the seller left the count as exported (whatever the shop did since stays done).
 */
function shelfChange(row: PriceListRow, v: RowValues, current: Stored): ShelfChange | undefined {
  if (!('stock' in row.cells)) return undefined;
  if (v.stockAtExport !== undefined && v.stock === v.stockAtExport) return undefined;
  return { product: current, count: v.stock, base: v.stockAtExport };
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

/** The Hindi fields a row sets that differ from the stored ones (undefined: none). */
function translationChanges(
  wanted: TranslationsInput | undefined,
  stored: ProductTranslation | undefined,
): TranslationsInput | undefined {
  const hi = wanted?.hi;
  if (!hi) return undefined;
  const differs = (key: 'name' | 'description') =>
    hi[key] !== undefined && JSON.stringify(hi[key]) !== JSON.stringify(stored?.[key] ?? null);
  const changed = {
    ...(differs('name') ? { name: hi.name } : {}),
    ...(differs('description') ? { description: hi.description } : {}),
  };
  return Object.keys(changed).length > 0 ? { hi: changed } : undefined;
}

/**
 * Checks every row against the add form's rules, the shop's categories and the products as
 * stored (matched by SKU).
 */
export async function planImport(
  rows: readonly PriceListRow[],
  stored: readonly Stored[],
  categories: CategoriesByName,
  /** The stored Hindi translations by product id. */
  storedHindi: ReadonlyMap<string, ProductTranslation> = new Map(),
): Promise<ImportPlan> {
  const bySku = new Map(stored.flatMap((p) => (p.sku ? [[p.sku.toLowerCase(), p]] : [])));
  const rowOfSku = new Map<string, number>();
  const plan: ImportPlan = { creates: [], updates: [], unchanged: 0, errors: [], notes: [] };

  // Checking a row takes 20 to 40 µs: 20,000 of them in turns, other requests in between.
  const turn = turns();
  for (const row of rows) {
    await turn.take();
    const skuKey = row.cells.sku?.trim().toLowerCase();
    const result = readRow(row, categories, skuKey ? bySku.get(skuKey)?.category : undefined);
    if (!result.ok) {
      plan.errors.push({ row: row.row, message: result.message });
      continue;
    }
    const { values } = result;
    for (const message of result.notes ?? []) plan.notes.push({ row: row.row, message });
    const sku = values.sku?.toLowerCase();
    if (sku) {
      const earlier = rowOfSku.get(sku);
      if (earlier) {
        plan.errors.push({ row: row.row, message: `SKU ${values.sku} is also on row ${earlier}.` });
        continue;
      }
      rowOfSku.set(sku, row.row);
    }
    const patch = rowPatch(row, values);
    const current = sku ? bySku.get(sku) : undefined;
    if (!current) {
      plan.creates.push({
        row: row.row,
        patch: {
          weight: null,
          gstRate: null,
          hsn: null,
          barcode: null,
          stock: null,
          inStock: true,
          description: [],
          ...patch,
          ...('stock' in row.cells ? { stock: stockForShelf(values.stock, 0) } : {}),
          ...(values.sku ? { sku: values.sku } : {}),
        },
        ...(values.translations ? { translations: values.translations } : {}),
      });
      continue;
    }
    const changed = changes(current, patch);
    const shelf = shelfChange(row, values, current);
    const verdict = shelf && judgeShelf(shelf, current);
    if (verdict && 'stale' in verdict) {
      plan.errors.push({ row: row.row, message: verdict.stale });
      continue;
    }
    const restock = shelf && verdict && verdict.stock !== current.stock;
    const hindi = storedHindi.get(current.id);
    const translations = translationChanges(values.translations, hindi);
    if (Object.keys(changed).length === 0 && !restock && !translations) plan.unchanged += 1;
    else
      plan.updates.push({
        id: current.id,
        row: row.row,
        patch: changed,
        ...(restock ? { shelf: { ...shelf, row: row.row } } : {}),
        ...(translations ? { translations } : {}),
        emptied: emptiedFields(current, changed, translations, hindi),
      });
  }
  return withoutBarcodeClashes(plan, stored);
}
