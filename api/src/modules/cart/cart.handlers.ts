import type { z } from 'zod';
import type { CartUpdateResponse, cartUpdateInputSchema } from '../../contract/cart.ts';
import { signedInUserId } from '../../http/auth.ts';
import type { AppContext } from '../../http/context.ts';

export async function updateCart(ctx: AppContext, input: z.output<typeof cartUpdateInputSchema>) {
  const cartItems = await ctx.services.cart.replace(signedInUserId(ctx), input.cartItems);
  const body: CartUpdateResponse = { success: true, message: 'Cart Updated', cartItems };
  ctx.body = body;
}
