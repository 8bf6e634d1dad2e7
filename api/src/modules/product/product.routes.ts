import Router from '@koa/router';
import { archiveInputSchema, stockInputSchema } from '../../contract/product.ts';
import { productPageParams, productPageQuerySchema } from '../../contract/product-page.ts';
import { requireSeller } from '../../http/auth.ts';
import type { AppExtras, AppState } from '../../http/context.ts';
import { parseOrThrow, withBody } from '../../http/validate.ts';
import { badRequest } from '../../lib/errors.ts';
import {
  addProduct,
  archiveProduct,
  exportPriceList,
  getProduct,
  getProductByBarcode,
  importPriceList,
  listProductPage,
  listArchivedProducts,
  listProducts,
  setStock,
  updateProduct,
} from './product.handlers.ts';
import { priceListUpload } from './price-list/price-list-upload.ts';
import { productUpload } from './images/product-upload.ts';

export function productRoutes() {
  const router = new Router<AppState, AppExtras>({ prefix: '/api/product' });
  // Everyone sees the products on sale: all of them (the spec's call) or a page of them
  // when any page parameter is given; only the seller may ask for the archived ones.
  router.get('/list', async (ctx) => {
    const archived = ctx.query.archived;
    if (archived !== undefined && archived !== 'false') {
      if (archived !== 'true') throw badRequest((w) => w.catalogue.archivedTrueOrFalse);
      return requireSeller(ctx, () => listArchivedProducts(ctx));
    }
    if (!productPageParams.some((name) => name in ctx.query)) return listProducts(ctx);
    return listProductPage(ctx, parseOrThrow(productPageQuerySchema, ctx.query));
  });
  // Sign-in is checked before an upload is read, so strangers cannot make us store files.
  router.post('/add', requireSeller, productUpload, addProduct);
  router.post('/update', requireSeller, productUpload, updateProduct);
  router.post('/archive', requireSeller, withBody(archiveInputSchema, archiveProduct));
  router.post('/stock', requireSeller, withBody(stockInputSchema, setStock));
  router.get('/export', requireSeller, exportPriceList);
  router.post('/import', requireSeller, priceListUpload, importPriceList);
  router.get('/barcode/:code', requireSeller, getProductByBarcode);
  // After the fixed paths, so `/list` or `/export` is never read as a product id.
  router.get('/:id', getProduct);
  return router;
}
