import Router from '@koa/router';
import { bestSellersQuerySchema } from '../../contract/best-sellers.ts';
import { shopPageInputSchema, shopPageSlugSchema } from '../../contract/shop-page-input.ts';
import { shopInputSchema } from '../../contract/shop.ts';
import { requireSeller } from '../../http/auth.ts';
import type { AppExtras, AppState } from '../../http/context.ts';
import { notFound } from '../../lib/errors.ts';
import { withBody, withQuery } from '../../http/validate.ts';
import {
  listPages,
  savePage,
  showBestSellers,
  showPage,
  showShop,
  updateShop,
} from './shop.handlers.ts';

export function shopRoutes() {
  const router = new Router<AppState, AppExtras>({ prefix: '/api' });
  router.get('/shop', showShop);
  router.post('/shop', requireSeller, withBody(shopInputSchema, updateShop));
  router.get('/shop/best-sellers', withQuery(bestSellersQuerySchema, showBestSellers));
  router.get('/shop/pages', requireSeller, listPages);
  router.get('/shop/page/:slug', (ctx) => {
    const slug = shopPageSlugSchema.safeParse(ctx.params.slug);
    if (!slug.success) throw notFound((w) => w.catalogue.noSuchPage);
    return showPage(ctx, slug.data);
  });
  router.post('/shop/page', requireSeller, withBody(shopPageInputSchema, savePage));
  return router;
}
