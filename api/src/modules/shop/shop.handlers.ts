import type { BestSellersResponse } from '../../contract/best-sellers.ts';
import type { ShopChanges, ShopResponse } from '../../contract/shop.ts';
import type { ShopPageInput } from '../../contract/shop-page-input.ts';
import type {
  ShopPageResponse,
  ShopPageSlug,
  ShopPagesResponse,
} from '../../contract/shop-pages.ts';
import type { AppContext } from '../../http/context.ts';
import { requestLanguage } from '../../http/request-language.ts';

export async function showShop(ctx: AppContext) {
  const body: ShopResponse = {
    success: true,
    shop: await ctx.services.shop.profile(),
    timeZone: ctx.services.shop.timeZone,
  };
  ctx.body = body;
}

export async function updateShop(ctx: AppContext, changes: ShopChanges) {
  const body: ShopResponse = {
    success: true,
    shop: await ctx.services.shop.update(changes),
    timeZone: ctx.services.shop.timeZone,
  };
  ctx.body = body;
}

export async function showBestSellers(ctx: AppContext, query: { limit: number }) {
  ctx.vary('Accept-Language');
  const body: BestSellersResponse = {
    success: true,
    products: await ctx.services.bestSellers(query.limit, requestLanguage(ctx)),
  };
  ctx.body = body;
}

export async function showPage(ctx: AppContext, slug: ShopPageSlug) {
  const body: ShopPageResponse = { success: true, page: await ctx.services.shop.page(slug) };
  ctx.body = body;
}

export async function listPages(ctx: AppContext) {
  const body: ShopPagesResponse = { success: true, pages: await ctx.services.shop.pages() };
  ctx.body = body;
}

export async function savePage(ctx: AppContext, input: Required<ShopPageInput>) {
  const body: ShopPageResponse = {
    success: true,
    page: await ctx.services.shop.setPage(input.slug, input.markdown),
  };
  ctx.body = body;
}
