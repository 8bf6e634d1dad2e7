import Router from '@koa/router';
import { stockInputSchema } from '../../contract/product.ts';
import { requireSeller } from '../../http/auth.ts';
import type { AppExtras, AppState } from '../../http/context.ts';
import { withBody } from '../../http/validate.ts';
import { addProduct, listProducts, setStock } from './product.handlers.ts';
import { productUpload } from './product-upload.ts';

export function productRoutes() {
  const router = new Router<AppState, AppExtras>({ prefix: '/api/product' });
  router.get('/list', listProducts);
  // Sign-in is checked before the upload is read, so strangers cannot make us store files.
  router.post('/add', requireSeller, productUpload, addProduct);
  router.post('/stock', requireSeller, withBody(stockInputSchema, setStock));
  return router;
}
