import type { z } from 'zod';
import type { addressAddInputSchema } from '../../contract/address.ts';
import { signedInUserId } from '../../http/auth.ts';
import type { AppContext } from '../../http/context.ts';

export async function addAddress(ctx: AppContext, input: z.output<typeof addressAddInputSchema>) {
  const address = await ctx.services.addresses.add(signedInUserId(ctx), input.address);
  ctx.status = 201;
  ctx.body = { success: true, message: 'Address added successfully', address };
}

export async function listAddresses(ctx: AppContext) {
  ctx.body = { success: true, addresses: await ctx.services.addresses.list(signedInUserId(ctx)) };
}
