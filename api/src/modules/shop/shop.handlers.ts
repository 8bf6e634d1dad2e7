import type { ShopChanges, ShopResponse } from '../../contract/shop.ts';
import type { AppContext } from '../../http/context.ts';

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
