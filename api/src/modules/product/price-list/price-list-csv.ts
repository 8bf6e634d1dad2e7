import { CSV_BOM, csvLines } from '../../../lib/csv.ts';
import type { Product } from '../../../contract/product.ts';
import { shelfCount } from '../../../contract/stock.ts';

/**
 * The price list's columns, in the order the export writes them. `stock` is the shelf
 * count (units held for orders included); `stockAtExport` repeats it, read-only, so the
 * import can tell a count the seller changed from one that changed in the shop meanwhile.
 */
export const PRICE_LIST_COLUMNS = [
  'sku',
  'name',
  'category',
  'price',
  'offerPrice',
  'weight',
  'stock',
  'stockAtExport',
  'inStock',
  'gstRate',
  'hsn',
  'barcode',
  'description',
  // The Hindi name and description (optional: a sheet without them leaves them as they are).
  'name_hi',
  'description_hi',
] as const;
export type PriceListColumn = (typeof PRICE_LIST_COLUMNS)[number];
export const REQUIRED_COLUMNS: readonly PriceListColumn[] = [
  'name',
  'category',
  'price',
  'offerPrice',
];

/** One data row: its spreadsheet row number (the header is row 1) and its cells by column. */
export interface PriceListRow {
  row: number;
  cells: Partial<Record<PriceListColumn, string>>;
}

const money = (rupees: number) => rupees.toFixed(2);

/** UTF-8 with a BOM (so Excel reads Hindi names right), comma-separated, CRLF lines. */
export function formatPriceList(products: readonly Product[]): string {
  const rows = products.map((p) => {
    const shelf = shelfCount(p);
    const count = shelf === null ? '' : String(shelf);
    return [
      p.sku ?? '',
      p.name,
      p.category,
      money(p.price),
      money(p.offerPrice),
      p.weight ?? '',
      count,
      count,
      p.inStock ? 'true' : 'false',
      p.gstRate === null ? '' : String(p.gstRate),
      p.hsn ?? '',
      p.barcode ?? '',
      p.description.join('\n'),
      p.translations?.hi?.name ?? '',
      (p.translations?.hi?.description ?? []).join('\n'),
    ];
  });
  return `${CSV_BOM}${csvLines([[...PRICE_LIST_COLUMNS], ...rows])}`;
}
