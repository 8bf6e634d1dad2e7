import type { z } from 'zod';
import {
  productInputSchema,
  productUpdateSchema,
  type archiveInputSchema,
  type stockInputSchema,
} from '../../contract/product.ts';
import type { AppContext } from '../../http/context.ts';
import { readProductForm } from './product-upload.ts';
import { readPriceListFile } from './price-list-upload.ts';

export async function listProducts(ctx: AppContext) {
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = await ctx.services.products.listResponseBody();
}

export async function listArchivedProducts(ctx: AppContext) {
  ctx.body = { success: true, products: await ctx.services.products.listArchived() };
}

export async function addProduct(ctx: AppContext) {
  const { input, files } = readProductForm(ctx, productInputSchema);
  const product = await ctx.services.products.add(input, files);
  ctx.status = 201;
  ctx.body = { success: true, message: 'Product Added', product };
}

export async function updateProduct(ctx: AppContext) {
  const { input, keepImages, files } = readProductForm(ctx, productUpdateSchema);
  const product = await ctx.services.products.update(input, keepImages, files);
  ctx.body = { success: true, message: 'Product Updated', product };
}

export async function archiveProduct(ctx: AppContext, input: z.output<typeof archiveInputSchema>) {
  const product = await ctx.services.products.archive(input.id, input.archived);
  ctx.body = {
    success: true,
    message: input.archived ? 'Product Archived' : 'Product Restored',
    product,
  };
}

export async function setStock(ctx: AppContext, input: z.output<typeof stockInputSchema>) {
  await ctx.services.products.setStock(input.id, input.inStock);
  ctx.body = { success: true, message: 'Stock Updated' };
}

export async function exportPriceList(ctx: AppContext) {
  const day = new Date().toISOString().slice(0, 10);
  ctx.type = 'text/csv; charset=utf-8';
  ctx.attachment(`kirana-price-list-${day}.csv`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = await ctx.services.priceList.exportCsv();
}

export async function importPriceList(ctx: AppContext) {
  const dryRun = ctx.query.dryRun === 'true';
  ctx.body = await ctx.services.priceList.importCsv(await readPriceListFile(ctx), dryRun);
}
