import type { z } from 'zod';
import type { stockInputSchema } from '../../contract/product.ts';
import type { AppContext } from '../../http/context.ts';
import { readProductForm } from './product-upload.ts';

export async function listProducts(ctx: AppContext) {
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = await ctx.services.products.listResponseBody();
}

export async function addProduct(ctx: AppContext) {
  const { input, files } = readProductForm(ctx);
  const product = await ctx.services.products.add(input, files);
  ctx.status = 201;
  ctx.body = { success: true, message: 'Product Added', product };
}

export async function setStock(ctx: AppContext, input: z.output<typeof stockInputSchema>) {
  await ctx.services.products.setStock(input.id, input.inStock);
  ctx.body = { success: true, message: 'Stock Updated' };
}
