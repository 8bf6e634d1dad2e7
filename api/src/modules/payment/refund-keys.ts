// The idempotency keys of refund attempts, and how a provider's kept key is matched to a
// purpose (payment-provider.ts, `findRefund`). A cancel's attempts share one prefix, each
// edit's another, so the refunds of one payment are never taken for each other.

const CANCEL = 'kirana-refund-';

/** Every attempt at refunding a cancelled order (what is left of its payment). */
export const cancelRefundPrefix = (orderId: string) => `${CANCEL}${orderId}-`;
export const cancelRefundKey = (orderId: string, attempt: number) =>
  `${cancelRefundPrefix(orderId)}${attempt}`;

/** Every attempt at refunding the `seq`th edit of an order. */
export const editRefundPrefix = (orderId: string, seq: number) => `kirana-edit-${orderId}-${seq}-`;
export const editRefundKey = (orderId: string, seq: number, attempt: number) =>
  `${editRefundPrefix(orderId, seq)}${attempt}`;

/**
 * Whether a refund the provider kept with `kept` (its recorded key; none for refunds made
 * before keys were recorded, which were all whole-order ones) is one of `keyPrefix`'s.
 */
export const refundKeyMatches = (kept: string | null | undefined, keyPrefix: string): boolean =>
  kept ? kept.startsWith(keyPrefix) : keyPrefix.startsWith(CANCEL);
