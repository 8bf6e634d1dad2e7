import { stringify } from 'csv-stringify/sync';

// Spreadsheets the seller and the accountant open (the price list, the orders export):
// UTF-8 with a BOM (so Excel reads Hindi names right), comma-separated, CRLF lines.

/** Starts a file, so Excel reads it as UTF-8. */
export const CSV_BOM = '\uFEFF';

// A spreadsheet runs a cell starting with =, +, -, @, a tab or a carriage return as a
// formula: exported text gets a leading apostrophe (shown as text, not computed), and the
// import takes it off again. A cell that itself starts with an apostrophe gets one too, or
// the import would take off its own.
const ESCAPED_START = /^['=+\-@\t\r]/;
export const escapeCell = (text: string) => (ESCAPED_START.test(text) ? `'${text}` : text);
export const unescapeCell = (text: string) =>
  text.startsWith("'") && ESCAPED_START.test(text.slice(1)) ? text.slice(1) : text;

/** Rows as CSV lines, every text cell formula-safe; no BOM (a file starts with CSV_BOM). */
export const csvLines = (rows: readonly (readonly string[])[]): string =>
  stringify(
    rows.map((row) => [...row]),
    {
      record_delimiter: 'windows',
      // A cell's own line breaks (a description's lines) must be quoted too.
      quoted_match: /[\r\n]/,
      cast: { string: escapeCell },
    },
  );
