import { z } from 'zod';
import { MAX_CART_LINES } from './cart-limits.ts';
import { MAX_EDIT_REASON } from './order-edit-words.ts';
import { orderSchema } from './order.ts';

/**
 * Body of `POST /api/order/edit` (seller): the order's new content. Each line's quantity
 * may only go down; a line omitted or at 0 is removed. At least one line must remain.
 */
export const orderEditInputSchema = z.object({
  orderId: z
    .string({ error: 'Order id is required' })
    .min(1, 'Order id is required')
    .max(64, 'Order id is too long'),
  lines: z
    .array(
      z.object(
        {
          product: z
            .string({ error: 'Each line needs a product id' })
            .min(1, 'Each line needs a product id')
            .max(64),
          quantity: z
            .number({ error: 'Each line needs a quantity' })
            .int('Quantities are whole numbers')
            .min(0, 'A quantity cannot be negative'),
        },
        { error: 'Each line needs a product and a quantity' },
      ),
      { error: 'lines must list the order’s new content' },
    )
    .max(MAX_CART_LINES, `An order has at most ${MAX_CART_LINES} lines`)
    .refine(
      (lines) => new Set(lines.map((l) => l.product)).size === lines.length,
      'Each product can appear only once',
    ),
  reason: z
    .string({ error: 'Please give a reason for the change' })
    .trim()
    .min(1, 'Please give a reason for the change')
    .max(MAX_EDIT_REASON, `The reason can be at most ${MAX_EDIT_REASON} characters`),
});
export type OrderEditInput = z.infer<typeof orderEditInputSchema>;

export const orderEditResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: orderSchema,
  /** What goes back to the shopper's card or UPI, in rupees (0 for a cash order). */
  refund: z.number(),
});
export type OrderEditResponse = z.infer<typeof orderEditResponseSchema>;
