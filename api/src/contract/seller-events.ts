import { z } from 'zod';
import { orderStatuses } from './order-status.ts';

/** The event name on `GET /api/seller/events`. */
export const SELLER_ORDER_EVENT = 'order';

/**
 * One `order` event on the seller's live stream:
 * - `new`: an order became visible to the seller (cash on delivery placed, online paid);
 * - `status`: its status changed;
 * - `refund`: the money of a cancelled online order went back.
 * The SSE `id` of the message is the resume point sent back as Last-Event-ID.
 */
export const sellerOrderEventSchema = z.object({
  orderId: z.string(),
  number: z.string().nullable(),
  status: z.enum(orderStatuses),
  kind: z.enum(['new', 'status', 'refund']),
});
export type SellerOrderEvent = z.infer<typeof sellerOrderEventSchema>;
