import type { z } from 'zod';
import {
  productInputSchema,
  productUpdateSchema,
  type archiveInputSchema,
  type stockInputSchema,
} from '../../contract/product.ts';
import { ORIGINAL_LANGUAGE } from '../../contract/languages.ts';
import type { ProductPageQuery } from '../../contract/product-page.ts';
import { wordsOf } from '../../http/api-words/by-language.ts';
import type { AppContext, AppRouterContext } from '../../http/context.ts';
import type { ListEncoding } from './catalogue/held-list.ts';
import { readProductForm } from './images/product-upload.ts';
import { readPriceListFile } from './price-list/price-list-upload.ts';
import { productView } from './product-view.ts';

/**
 * The whole list, as held: compressed once (brotli or gzip, as the client accepts and the
 * list offers), with a strong ETag per encoding, so a client that has it gets a 304 and no
 * body.
 */
export async function listProducts(ctx: AppContext) {
  const { lang, seller } = await productView(ctx);
  if (lang !== ORIGINAL_LANGUAGE && !seller) {
    ctx.body = { success: true, products: await ctx.services.products.wholeListIn(lang) };
    return;
  }
  const list = await ctx.services.products.wholeList();
  const encoding = (ctx.acceptsEncodings(...list.encodings()) || 'identity') as ListEncoding;
  ctx.vary('Accept-Encoding');
  // Cached, but asked again each time: the ETag makes the asking cheap.
  ctx.set('Cache-Control', 'no-cache');
  ctx.type = 'application/json; charset=utf-8';
  ctx.etag = encoding === 'identity' ? list.etag : `${list.etag.slice(0, -1)}-${encoding}"`;
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  // Already compressed: koa-compress must not do it again.
  ctx.compress = false;
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
  ctx.body = await list.bytes(encoding);
}

export async function listProductPage(ctx: AppContext, query: ProductPageQuery) {
  ctx.body = await ctx.services.products.page(query, await productView(ctx));
}

export async function getProduct(ctx: AppRouterContext) {
  ctx.body = await ctx.services.products.detail(ctx.params.id ?? '', await productView(ctx));
}

/** GET /api/product/barcode/:code (seller): the product a scanner read, archived or not. */
export async function getProductByBarcode(ctx: AppRouterContext) {
  const product = await ctx.services.products.byBarcode(ctx.params.code ?? '');
  ctx.body = { success: true, product };
}

export async function listArchivedProducts(ctx: AppContext) {
  ctx.body = { success: true, products: await ctx.services.products.listArchived() };
}

export async function addProduct(ctx: AppContext) {
  const { input, files } = readProductForm(ctx, productInputSchema);
  const product = await ctx.services.products.add(input, files);
  ctx.status = 201;
  ctx.body = { success: true, message: wordsOf(ctx).catalogue.productAdded, product };
}

export async function updateProduct(ctx: AppContext) {
  const { input, keepImages, files } = readProductForm(ctx, productUpdateSchema);
  const product = await ctx.services.products.update(input, keepImages, files);
  ctx.body = { success: true, message: wordsOf(ctx).catalogue.productUpdated, product };
}

export async function archiveProduct(ctx: AppContext, input: z.output<typeof archiveInputSchema>) {
  const product = await ctx.services.products.archive(input.id, input.archived);
  ctx.body = {
    success: true,
    message: input.archived
      ? wordsOf(ctx).catalogue.productArchived
      : wordsOf(ctx).catalogue.productRestored,
    product,
  };
}

export async function setStock(ctx: AppContext, input: z.output<typeof stockInputSchema>) {
  await ctx.services.products.setStock(input.id, input.inStock);
  ctx.body = { success: true, message: wordsOf(ctx).catalogue.stockUpdated };
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
  const report = await ctx.services.priceList.importCsv(
    await readPriceListFile(ctx),
    dryRun,
    ctx.query.confirmEmptied === 'true',
  );
  ctx.body = report.dryRun
    ? report
    : { ...report, message: wordsOf(ctx).catalogue.priceListImported };
}
