import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Product } from '../../contract/product.ts';
import { badRequest } from '../../lib/errors.ts';

/** The price list's columns, in the order the export writes them. */
const PRICE_LIST_COLUMNS = [
  'sku',
  'name',
  'category',
  'price',
  'offerPrice',
  'weight',
  'stock',
  'inStock',
  'description',
] as const;
type PriceListColumn = (typeof PRICE_LIST_COLUMNS)[number];
const REQUIRED: readonly PriceListColumn[] = ['name', 'category', 'price', 'offerPrice'];

const MAX_PRICE_LIST_ROWS = 20_000;

/** One data row: its spreadsheet row number (the header is row 1) and its cells by column. */
export interface PriceListRow {
  row: number;
  cells: Partial<Record<PriceListColumn, string>>;
}

// A spreadsheet runs a cell starting with one of these as a formula: exported text gets a
// leading apostrophe (shown as text, not computed), and the import takes it off again.
const FORMULA_START = /^[=+\-@\t\r]/;
const escapeFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
const unescapeFormula = (text: string) =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

const money = (rupees: number) => rupees.toFixed(2);

/** UTF-8 with a BOM (so Excel reads Hindi names right), comma-separated, CRLF lines. */
export function formatPriceList(products: readonly Product[]): string {
  const rows = products.map((p) => [
    p.sku ?? '',
    p.name,
    p.category,
    money(p.price),
    money(p.offerPrice),
    p.weight ?? '',
    p.stock === null ? '' : String(p.stock),
    p.inStock ? 'true' : 'false',
    p.description.join('\n'),
  ]);
  return `\uFEFF${stringify([[...PRICE_LIST_COLUMNS], ...rows], {
    record_delimiter: 'windows',
    // A description's lines are separated by a bare line break, which must be quoted too.
    quoted_match: /[\r\n]/,
    cast: { string: escapeFormula },
  })}`;
}

/** The separator a spreadsheet chose: `;` where the decimal mark is a comma, else `,`. */
function delimiterOf(text: string): ',' | ';' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/**
 * Reads a price list as spreadsheets write it: a UTF-8 BOM or none, `,` or `;`, CRLF or LF,
 * quoted cells with line breaks. Columns may come in any order and in any case; only
 * name, category, price and offerPrice are required.
 */
export function parsePriceList(file: Buffer): PriceListRow[] {
  const text = file.toString('utf8').replace(/^\uFEFF/, '');
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      // Blank rows are kept (and skipped below) so row numbers match the spreadsheet's.
      skip_empty_lines: false,
      trim: false,
    }) as string[][];
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw badRequest(
      `The file is not a readable CSV${line ? ` (near line ${line})` : ''}. Save it as CSV UTF-8 and try again.`,
    );
  }
  const [header, ...data] = records;
  if (!header || header.every((cell) => cell.trim() === ''))
    throw badRequest('The file is empty. Start from an exported price list.');
  if (data.length > MAX_PRICE_LIST_ROWS) {
    throw badRequest(
      `A price list can have at most ${MAX_PRICE_LIST_ROWS.toLocaleString('en-IN')} rows; this one has ${data.length.toLocaleString('en-IN')}.`,
    );
  }
  const columns = header.map((name) => {
    const wanted = name.trim().toLowerCase();
    const column = PRICE_LIST_COLUMNS.find((c) => c.toLowerCase() === wanted);
    if (!column) {
      throw badRequest(
        `Unknown column "${name.trim()}". The columns are: ${PRICE_LIST_COLUMNS.join(', ')}.`,
      );
    }
    return column;
  });
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length > 0) throw badRequest(`The file has no ${missing.join(', ')} column.`);
  if (new Set(columns).size !== columns.length) throw badRequest('A column appears twice.');

  return data.flatMap((record, index) =>
    record.every((cell) => cell.trim() === '')
      ? []
      : [
          {
            row: index + 2,
            cells: Object.fromEntries(
              columns.map((column, i) => [column, unescapeFormula(record[i] ?? '')]),
            ) as PriceListRow['cells'],
          },
        ],
  );
}
