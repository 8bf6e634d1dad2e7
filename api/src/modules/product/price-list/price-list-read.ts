import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse, type Info, type Parser } from 'csv-parse';
import { unescapeCell } from '../../../lib/csv.ts';
import { badRequest } from '../../../lib/errors.ts';
import {
  PRICE_LIST_COLUMNS,
  REQUIRED_COLUMNS,
  type PriceListColumn,
  type PriceListRow,
} from './price-list-csv.ts';
import { turns } from './price-list-turns.ts';

/** The rows a sheet may have below its header, or the catalogue's size when that is more. */
export const MAX_PRICE_LIST_ROWS = 20_000;
// The longest row the add form allows (a 20-line description of 300 characters each, in
// Hindi 3 bytes a character) is under 20 KB of text.
const MAX_ROW_BYTES = 32 * 1024;
// The same row as the file spells it: quotes doubled, delimiters, line breaks. Far more
// means a row of nothing but delimiters, whose cells the parser would gather one by one.
const MAX_ROW_FILE_BYTES = 256 * 1024;
// Room for empty cells a spreadsheet adds past the last column, not for thousands.
const MAX_CELLS = PRICE_LIST_COLUMNS.length + 5;
// csv-parse reads what it is given in one synchronous step, and a row with fewer cells than
// the header costs it a thrown-away error object (20 to 80 µs): 256 bytes hold at most 128
// rows, a few milliseconds of work between two turns of the event loop.
const PIECE_BYTES = 256;

const tooManyRows = (max: number) => badRequest((w) => w.catalogue.priceListTooManyRows(max));
const tooLong = (row: number) =>
  badRequest((w) => w.catalogue.priceListRowTooLong(row, MAX_ROW_BYTES / 1024));

/** Rows read so far, the header and blank ones included (csv-parse skips blank lines, counting them). */
const rowsRead = (info: Info) => info.records + info.empty_lines;

/** The separator a spreadsheet chose: `;` where the decimal mark is a comma, else `,`. */
async function delimiterOf(path: string): Promise<',' | ';'> {
  const file = await open(path);
  try {
    const { buffer, bytesRead } = await file.read({
      buffer: Buffer.alloc(MAX_ROW_BYTES),
      position: 0,
    });
    const text = buffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^[\uFEFF\r\n]+/, '');
    const header = text.slice(0, text.search(/\r?\n|$/));
    return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
  } finally {
    await file.close();
  }
}

function headerColumns(record: readonly string[]): PriceListColumn[] {
  if (record.every((cell) => cell.trim() === ''))
    throw badRequest((w) => w.catalogue.priceListEmpty);
  const columns = record.map((name) => {
    const wanted = name.trim().toLowerCase();
    const column = PRICE_LIST_COLUMNS.find((c) => c.toLowerCase() === wanted);
    if (!column) {
      throw badRequest((w) => w.catalogue.priceListUnknownColumn(name.trim(), PRICE_LIST_COLUMNS));
    }
    return column;
  });
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length > 0) throw badRequest((w) => w.catalogue.priceListMissingColumns(missing));
  if (new Set(columns).size !== columns.length)
    throw badRequest((w) => w.catalogue.priceListColumnTwice);
  return columns;
}

const toRow = (
  columns: readonly PriceListColumn[],
  record: readonly string[],
  row: number,
): PriceListRow => ({
  row,
  cells: Object.fromEntries(
    columns.map((column, i) => [column, unescapeCell(record[i] ?? '')]),
  ) as PriceListRow['cells'],
});

/** The parser's own refusals in the seller's words; ours (AppError) pass as they are. */
function refusal(err: unknown): unknown {
  if (!(err instanceof CsvError)) return err;
  const { code, records, empty_lines: blank, lines } = err as CsvError & Partial<Info>;
  if (code === 'CSV_MAX_RECORD_SIZE' && records !== undefined && blank !== undefined)
    return tooLong(records + blank + 1);
  return badRequest((w) => w.catalogue.priceListNotCsv(lines));
}

/**
 * The file in small pieces, a few milliseconds' worth per turn of the event loop (so other
 * requests are answered in between), each given to the parser only once what it has read so
 * far is within the limits: a run of blank lines or one endless row yields no record to check.
 */
async function* pieces(
  path: string,
  parser: Parser,
  maxRows: number,
  sawEnd: (lastByte: number | undefined) => void,
): AsyncGenerator<Buffer> {
  const turn = turns();
  let rows = 0;
  let rowBytes = 0;
  let lastByte: number | undefined;
  for await (const chunk of createReadStream(path, { highWaterMark: 64 * PIECE_BYTES })) {
    const bytes = chunk as Buffer;
    lastByte = bytes.at(-1);
    for (let start = 0; start < bytes.length; start += PIECE_BYTES) {
      const read = rowsRead(parser.info);
      // One more than the limit: the file's final line break reads as a blank line.
      if (read - 2 > maxRows) throw tooManyRows(maxRows);
      rowBytes = read === rows ? rowBytes + PIECE_BYTES : 0;
      rows = read;
      if (rowBytes > MAX_ROW_FILE_BYTES) throw tooLong(read + 1);
      await turn.take();
      yield bytes.subarray(start, start + PIECE_BYTES);
    }
  }
  sawEnd(lastByte);
}

/**
 * Reads a price list as spreadsheets write it: a UTF-8 BOM or none, `,` or `;`, CRLF or LF,
 * quoted cells with line breaks. Columns may come in any order and in any case; only
 * name, category, price and offerPrice are required. The file is streamed and refused at
 * the first limit it passes (rows, blank ones included; bytes in a row; cells in a row), so
 * a hostile file costs the event loop a few milliseconds at a time, never seconds.
 */
export async function readPriceList(
  path: string,
  maxRows = MAX_PRICE_LIST_ROWS,
): Promise<PriceListRow[]> {
  let columns: PriceListColumn[] | undefined;
  let endsWithLineBreak = false;
  const rows: PriceListRow[] = [];
  const parser = parse({
    bom: true,
    delimiter: await delimiterOf(path),
    // Blank lines are skipped (and counted) by the parser: as records they would each cost
    // a thrown-away error for having fewer cells than the header.
    skip_empty_lines: true,
    relax_column_count: true,
    max_record_size: MAX_ROW_BYTES,
    // Each record is taken here as the parser reads it, and an error thrown stops it there;
    // none flows on, so the parser never waits for a reader between two pieces.
    on_record: (record, info) => {
      const row = rowsRead(info);
      if (row - 1 > maxRows) throw tooManyRows(maxRows);
      if (record.length > MAX_CELLS)
        throw badRequest((w) => w.catalogue.priceListTooManyCells(row, MAX_CELLS));
      if (!columns) columns = headerColumns(record);
      else if (record.some((cell) => cell.trim() !== '')) rows.push(toRow(columns, record, row));
      return null;
    },
  });
  try {
    // One piece at a time: read ahead, pieces would reach the parser with no turn between.
    const source = pieces(path, parser, maxRows, (last) => {
      endsWithLineBreak = last === 0x0a || last === 0x0d;
    });
    await pipeline(Readable.from(source, { highWaterMark: 1 }), parser);
  } catch (err) {
    throw refusal(err);
  }
  if (!columns) throw badRequest((w) => w.catalogue.priceListEmpty);
  // A final line break, as every spreadsheet writes one, is not a row.
  if (rowsRead(parser.info) - 1 - (endsWithLineBreak ? 1 : 0) > maxRows) throw tooManyRows(maxRows);
  return rows;
}
