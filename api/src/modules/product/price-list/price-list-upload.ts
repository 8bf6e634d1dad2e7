import type { AppContext } from '../../../http/context.ts';
import { multipart, uploadedFilePaths } from '../../../http/multipart.ts';
import { badRequest } from '../../../lib/errors.ts';

const MAX_PRICE_LIST_BYTES = 5 * 1024 * 1024;

/** One CSV file in the form field `file`. */
export const priceListUpload = multipart({
  maxFiles: 1,
  maxFileBytes: MAX_PRICE_LIST_BYTES,
  maxFields: 5,
  notMultipart: 'Send the price list as multipart/form-data with the CSV in the field "file".',
  fileTooLarge: 'The price list file can be at most 5 MB.',
  tooManyFiles: 'Send one price list file at a time.',
});

/**
 * The uploaded CSV's temp path: the import streams it from there (the file is removed after
 * the request), never holding it whole.
 */
export async function readPriceListFile(ctx: AppContext): Promise<string> {
  const [path] = uploadedFilePaths(ctx);
  if (!path) throw badRequest('Choose a price list file (CSV) to import.');
  return path;
}
