import type { z } from 'zod';
import { productInputSchema } from '../../../contract/product.ts';
import type { PriceListRow } from './price-list-csv.ts';

/**
 * Money as spreadsheets write it: `1,234.50`, `1,23,456.50` (Indian grouping), `Rs.45`,
 * `₹45`. Commas must group thousands; `12,50` (a decimal comma) is refused, not misread.
 */
function moneyText(text: string): string {
  const bare = text.trim().replace(/^(rs\.?|₹)\s*/i, '');
  const grouped =
    /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(bare) || /^\d{1,2}(,\d{2})*,\d{3}(\.\d+)?$/.test(bare);
  return grouped ? bare.replace(/,/g, '') : bare;
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0']);

/**
 * What one row asks for, checked by the same rules as the add form. `stock` is the shelf
 * count; `stockAtExport` the one the sheet was exported with (undefined without that column).
 */
export type RowValues = z.output<typeof productInputSchema> & {
  inStock: boolean;
  stockAtExport?: number | null;
};

/** A count as the export writes it: digits, or empty for "not counted"; undefined if neither. */
function countOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** The Hindi columns the file has, as the add form's `translations` (blank clears). */
function translationCells(cells: PriceListRow['cells']) {
  const hi = {
    ...('name_hi' in cells ? { name: cells.name_hi ?? '' } : {}),
    ...('description_hi' in cells ? { description: cells.description_hi ?? '' } : {}),
  };
  return Object.keys(hi).length > 0 ? { translations: { hi } } : {};
}

type RowResult = { ok: true; values: RowValues; notes?: string[] } | { ok: false; message: string };

/**
 * An HSN code as a spreadsheet gives it back: Excel reads 0713 as the number 713 and drops
 * the zero, and nearly every grocery HSN code starts with 0. HSN codes have 4, 6 or 8
 * digits, so 3, 5 or 7 digits are one lost zero: put back, with a note for the preview.
 */
function hsnCell(text: string): { hsn: string; note?: string } {
  const trimmed = text.trim();
  if (!/^(\d{3}|\d{5}|\d{7})$/.test(trimmed)) return { hsn: text };
  const hsn = `0${trimmed}`;
  return {
    hsn,
    note: `HSN code ${trimmed} read as ${hsn}: spreadsheets drop a leading zero.`,
  };
}

/** The shop's categories by lowercase name (category.service `byName`). */
export type CategoriesByName = ReadonlyMap<string, { name: string; retired: boolean }>;

/** A row's category as stored, or why it cannot be used. */
function categoryOf(text: string, categories: CategoriesByName): RowResult | string {
  const found = categories.get(text.trim().toLowerCase());
  if (!found)
    return {
      ok: false,
      message: `Category ${text.trim()} does not exist: add it on the Categories screen first.`,
    };
  if (found.retired)
    return {
      ok: false,
      message: `Category ${found.name} is retired: restore it on the Categories screen first.`,
    };
  return found.name;
}

/**
 * Reads one row; a missing optional column means its default (not counted, in stock). The
 * category must be one of the shop's, not retired (`current`, the product's own, is kept).
 */
export function readRow(
  { cells }: PriceListRow,
  categories: CategoriesByName,
  current?: string,
): RowResult {
  const inStockText = (cells.inStock ?? '').trim().toLowerCase();
  if (inStockText !== '' && !TRUE_WORDS.has(inStockText) && !FALSE_WORDS.has(inStockText)) {
    return { ok: false, message: 'inStock must be true or false.' };
  }
  // Excel shows a 13-digit code as 8.90103E+12 and saves it so: its digits are lost.
  if (/^\s*\d(\.\d+)?e\+\d+\s*$/i.test(cells.barcode ?? ''))
    return {
      ok: false,
      message: `Barcode ${(cells.barcode ?? '').trim()} was turned into a number by the spreadsheet: format the barcode column as Text and type the code again.`,
    };
  const stockAtExport = 'stockAtExport' in cells ? countOf(cells.stockAtExport ?? '') : null;
  if (stockAtExport === undefined) {
    return {
      ok: false,
      message:
        'stockAtExport must be the count the export wrote (a whole number, or empty); leave that column as it is.',
    };
  }
  // A count the seller left as exported is not checked again: units held for orders may
  // put the shelf above what the add form takes.
  const keptCount = 'stockAtExport' in cells && countOf(cells.stock ?? '') === stockAtExport;
  const categoryText = (cells.category ?? '').trim();
  const keptCategory =
    current !== undefined && categoryText.toLowerCase() === current.toLowerCase();
  const category =
    categoryText === '' || keptCategory ? categoryText : categoryOf(categoryText, categories);
  if (typeof category !== 'string') return category;
  const hsn = hsnCell(cells.hsn ?? '');
  const parsed = productInputSchema.safeParse({
    name: cells.name ?? '',
    category: keptCategory ? current : category,
    price: moneyText(cells.price ?? ''),
    offerPrice: moneyText(cells.offerPrice ?? ''),
    weight: cells.weight ?? '',
    stock: keptCount ? '' : (cells.stock ?? ''),
    sku: cells.sku ?? '',
    description: cells.description ?? '',
    gstRate: cells.gstRate ?? '',
    hsn: hsn.hsn,
    barcode: cells.barcode ?? '',
    ...translationCells(cells),
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'This row is not valid';
    return { ok: false, message: message.endsWith('.') ? message : `${message}.` };
  }
  return {
    ok: true,
    values: {
      ...parsed.data,
      ...(keptCount ? { stock: stockAtExport } : {}),
      ...('stockAtExport' in cells ? { stockAtExport } : {}),
      inStock: !FALSE_WORDS.has(inStockText),
    },
    ...(hsn.note ? { notes: [hsn.note] } : {}),
  };
}
