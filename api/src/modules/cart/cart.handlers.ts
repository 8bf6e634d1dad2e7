import type { z } from 'zod';
import type { CartUpdateResponse, cartUpdateInputSchema } from '../../contract/cart.ts';
import { wordsOf } from '../../http/api-words/by-language.ts';
import { signedInUserId } from '../../http/auth.ts';
import type { AppContext } from '../../http/context.ts';

export async function updateCart(ctx: AppContext, input: z.output<typeof cartUpdateInputSchema>) {
  const cartItems = await ctx.services.cart.replace(signedInUserId(ctx), input.cartItems);
  const body: CartUpdateResponse = {
    success: true,
    message: wordsOf(ctx).orders.cartUpdated,
    cartItems,
  };
  ctx.body = body;
}
