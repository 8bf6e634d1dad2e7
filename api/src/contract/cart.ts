import { z } from 'zod';
import { MAX_CART_LINES, MAX_QUANTITY } from './cart-limits.ts';

export const quantitySchema = z
  .number({ error: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`);

/** Product id → quantity. A line at quantity 0 is removed by the client, never sent. */
export const cartItemsSchema = z
  .record(z.string().min(1).max(64), quantitySchema, { error: 'Cart items are required' })
  .refine(
    (items) => Object.keys(items).length <= MAX_CART_LINES,
    `A cart can hold at most ${MAX_CART_LINES} different products`,
  );
export type CartItems = z.infer<typeof cartItemsSchema>;

/** `userId` is accepted for compatibility and ignored: the cookie says who is signed in. */
export const cartUpdateInputSchema = z.object({
  userId: z.unknown().optional(),
  cartItems: cartItemsSchema,
});
export type CartUpdateInput = z.input<typeof cartUpdateInputSchema>;

export interface CartUpdateResponse {
  success: true;
  message: string;
  cartItems: CartItems;
}
