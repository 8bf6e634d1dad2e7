import type { AppContext } from '../../../http/context.ts';
import { multipart, uploadedFilePaths } from '../../../http/multipart.ts';
import { badRequest } from '../../../lib/errors.ts';

const MAX_PRICE_LIST_BYTES = 5 * 1024 * 1024;

/** One CSV file in the form field `file`. */
export const priceListUpload = multipart({
  maxFiles: 1,
  maxFileBytes: MAX_PRICE_LIST_BYTES,
  maxFields: 5,
  notMultipart: (w) => w.catalogue.priceListNotMultipart,
  fileTooLarge: (w) => w.catalogue.priceListTooLarge,
  tooManyFiles: (w) => w.catalogue.onePriceList,
});

/**
 * The uploaded CSV's temp path: the import streams it from there (the file is removed after
 * the request), never holding it whole.
 */
export async function readPriceListFile(ctx: AppContext): Promise<string> {
  const [path] = uploadedFilePaths(ctx);
  if (!path) throw badRequest((w) => w.catalogue.choosePriceList);
  return path;
}
