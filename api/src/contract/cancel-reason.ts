import { z } from 'zod';

/**
 * Why the shop cancelled an order: a short list and "other" with the seller's words. The
 * shopper reads it in My Orders and in the cancellation email, in their language (the codes
 * are contract values; each app and the emails word them).
 */
export const cancelReasonCodes = [
  'out-of-stock',
  'cannot-deliver',
  'shop-closed',
  'customer-asked',
  'other',
] as const;
export type CancelReasonCode = (typeof cancelReasonCodes)[number];

export const CANCEL_NOTE_MAX = 200;

/** The English words of each reason (the API's and the emails'). */
export const cancelReasonWords: Readonly<Record<Exclude<CancelReasonCode, 'other'>, string>> = {
  'out-of-stock': 'Items are out of stock',
  'cannot-deliver': 'We cannot deliver to this address',
  'shop-closed': 'The shop is closed',
  'customer-asked': 'You asked us to cancel',
};

export const cancelReasonSchema = z
  .object({
    code: z.enum(cancelReasonCodes, {
      error: `Reason must be one of: ${cancelReasonCodes.join(', ')}`,
    }),
    note: z
      .string({ error: 'The reason must be text' })
      .trim()
      .max(CANCEL_NOTE_MAX, `The reason must be at most ${CANCEL_NOTE_MAX} characters`)
      .optional(),
  })
  .refine((r) => r.code !== 'other' || Boolean(r.note), {
    message: 'Say why the order is cancelled',
    path: ['note'],
  });
export type CancelReason = z.output<typeof cancelReasonSchema>;

/** As an order carries it: the code, and the seller's words for "other" (else null). */
export const orderCancelReasonSchema = z.object({
  code: z.enum(cancelReasonCodes),
  note: z.string().nullable(),
});
export type OrderCancelReason = z.infer<typeof orderCancelReasonSchema>;
