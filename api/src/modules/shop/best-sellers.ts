import { BEST_SELLER_DAYS } from '../../contract/best-sellers.ts';
import type { Language } from '../../contract/languages.ts';
import type { Product } from '../../contract/product.ts';
import { MAX_PAGE_SIZE } from '../../contract/product-page.ts';
import { isPurchasable } from '../../contract/stock.ts';
import { DAY_MS } from '../../lib/shop-calendar.ts';
import type { OrderReports } from '../order/order-reports.service.ts';
import type { ProductService } from '../product/product.service.ts';

/** How many of the best selling ids are read: enough to fill a list when some sold out. */
const RANKED = 60;
/** The newest products looked at per place to fill, to find some with a photo. */
const FILL_CHOICE = 4;
const hasPhoto = (p: Product) => (p.images.length > 0 ? 1 : 0);

/** How long a process reuses the ranking; the products themselves are always read fresh. */
const RANKING_MS = 30_000;

/**
 * The home page's Best Sellers, composed from the two owners: the order module ranks
 * product ids by units sold (order lines are its own), the product module says which of
 * them a shopper can buy now and which are newest (products are its own).
 */
export function createBestSellerList(deps: {
  orders: Pick<OrderReports, 'unitsSold'>;
  products: Pick<ProductService, 'page'>;
  now: () => number;
}) {
  const { orders, products, now } = deps;
  // A ranking a few seconds old only reorders; the products it names are checked each time.
  let held: { at: number; ids: Promise<string[]> } | undefined;

  function ranking(): Promise<string[]> {
    const at = now();
    if (!held || at - held.at >= RANKING_MS) {
      const ids = orders
        .unitsSold(at - BEST_SELLER_DAYS * DAY_MS, RANKED)
        .then((rows) => rows.map((row) => row.productId));
      // A failed read is not kept.
      ids.catch(() => (held = undefined));
      held = { at, ids };
    }
    return held.ids;
  }

  /** Names and descriptions in `lang`, field by field, as the product pages answer. */
  return async function bestSellers(limit: number, lang: Language): Promise<Product[]> {
    const ids = await ranking();
    const page = { inStock: true, sort: 'newest', limit: MAX_PAGE_SIZE } as const;
    const view = { lang };
    const sold =
      ids.length > 0
        ? (await products.page({ ...page, ids }, view)).products
            .filter(isPurchasable)
            .slice(0, limit)
        : [];
    if (sold.length >= limit) return sold;
    const taken = new Set(sold.map((p) => p._id));
    // Until there are sales, a new shop's home page shows what it can sell, with a photo
    // first, newest first within each (a stable sort), rather than whatever was added last.
    const newest = await products.page(
      { ...page, limit: Math.min(MAX_PAGE_SIZE, FILL_CHOICE * limit + sold.length) },
      view,
    );
    const fill = newest.products
      .filter((p) => !taken.has(p._id) && isPurchasable(p))
      .sort((a, b) => hasPhoto(b) - hasPhoto(a));
    return [...sold, ...fill].slice(0, limit);
  };
}
