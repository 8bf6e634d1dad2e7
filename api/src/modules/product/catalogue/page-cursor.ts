import { createHmac, timingSafeEqual } from 'node:crypto';
import { productSorts, type ProductSort } from '../../../contract/product-page.ts';
import { badRequest, type Words } from '../../../lib/errors.ts';

/** Where a page ended: the last product's sort value (time or paise) and id. */
export interface PagePosition {
  sort: ProductSort;
  value: number;
  id: string;
}

const INVALID: Words = (w) => w.catalogue.pageLinkInvalid;

/**
 * Cursors are opaque to clients and signed, so a hand-made one is refused (400) instead of
 * being read as a position. The signature also binds the sort, whose values differ in kind.
 */
export function createPageCursors(secret: string) {
  const sign = (payload: string) =>
    createHmac('sha256', secret).update(`page-cursor:${payload}`).digest().subarray(0, 16);

  return {
    encode(position: PagePosition): string {
      const payload = Buffer.from(
        JSON.stringify([position.sort, position.value, position.id]),
      ).toString('base64url');
      return `${payload}.${sign(payload).toString('base64url')}`;
    },

    /** The position in `cursor`, which must have been made for `sort`. */
    decode(cursor: string, sort: ProductSort): PagePosition {
      const [payload = '', signature = ''] = cursor.split('.');
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw badRequest(INVALID);
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        throw badRequest(INVALID);
      }
      if (!Array.isArray(parsed) || parsed.length !== 3) throw badRequest(INVALID);
      const [madeFor, value, id] = parsed as unknown[];
      if (!productSorts.some((s) => s === madeFor) || madeFor !== sort)
        throw badRequest((w) => w.catalogue.pageLinkOtherSort);
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || typeof id !== 'string')
        throw badRequest(INVALID);
      return { sort, value, id };
    },
  };
}

export type PageCursors = ReturnType<typeof createPageCursors>;
