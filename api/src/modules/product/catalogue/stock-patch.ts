import type { Category, Product } from '../../../contract/product.ts';
import {
  RELATED_COUNT,
  type ProductDetailResponse,
  type ProductPageQuery,
  type ProductPageResponse,
  type ProductSort,
} from '../../../contract/product-page.ts';
import { isPurchasable, LOW_STOCK_THRESHOLD } from '../../../contract/stock.ts';
import type { Db } from '../../../db/knex.ts';
import { ProductModel } from '../product.model.ts';

// Orders change a few products' stock many times a minute. Rather than reading the whole
// catalogue again, those products are read again and put into what the caches hold: a page
// that shows one gets its new JSON; a page whose choice of products depends on stock (in
// stock only, the seller's low and out filters, a product's related ones) is dropped when
// the product leaves it, or may join it: it now passes the page's stock filter and did not
// when last seen (unknown counts as not), and its category and sort value fit the page.

/** A product as read again: its JSON, and what decides which pages it belongs on. */
export interface Restocked {
  json: Product;
  archived: boolean;
  category: Category;
  createdAt: number;
  offerPricePaise: number;
}

/**
 * A page as held, with the sort values it covers: after the cursor's (none on a first
 * page) through its last product's (none when it is the last page).
 */
export interface HeldPage {
  kind: 'page';
  params: ProductPageQuery;
  answer: ProductPageResponse;
  after: number | undefined;
  through: number | undefined;
}

/** A product page as held; `relatedThrough`: the last related one's time, when five. */
export interface HeldDetail {
  kind: 'detail';
  answer: ProductDetailResponse;
  relatedThrough: number | undefined;
}

export type HeldAnswer = HeldPage | HeldDetail;

/** A product as read now, and as this process last read it (if it remembers). */
export interface StockChange {
  now: Restocked;
  before: Restocked | undefined;
}

const sortValue = (
  sort: ProductSort,
  product: Pick<ProductModel, 'createdAt' | 'offerPricePaise'>,
) => (sort === 'newest' ? product.createdAt : product.offerPricePaise);

export function heldPage(
  params: ProductPageQuery,
  answer: ProductPageResponse,
  cursorValue: number | undefined,
  last: ProductModel | undefined,
): HeldPage {
  const through = answer.nextCursor && last ? sortValue(params.sort, last) : undefined;
  return { kind: 'page', params, answer, after: cursorValue, through };
}

export function heldDetail(answer: ProductDetailResponse, related: ProductModel[]): HeldDetail {
  const relatedThrough =
    related.length >= RELATED_COUNT ? related[RELATED_COUNT - 1]?.createdAt : undefined;
  return { kind: 'detail', answer, relatedThrough };
}

/** These products as they are now, archived ones included. */
export async function readRestocked(
  db: Db,
  ids: readonly string[],
  toJson: (product: ProductModel) => Product,
): Promise<Restocked[]> {
  const rows = await ProductModel.query(db).whereIn('id', ids).withGraphFetched('images');
  return rows.map((row) => ({
    json: toJson(row),
    archived: row.archivedAt !== null && row.archivedAt !== undefined,
    category: row.category,
    createdAt: row.createdAt,
    offerPricePaise: row.offerPricePaise,
  }));
}

/** Whether the page's stock filters keep the product (true when it has none). */
function stockFiltersKeep(params: ProductPageQuery, product: Product): boolean {
  if (params.inStock && !isPurchasable(product)) return false;
  if (params.stock === 'low') return low(product);
  if (params.stock === 'out') return out(product);
  return true;
}

/** Whether the product's sort value lies in the page's span (ties count as in). */
function inSpan(page: HeldPage, product: Restocked): boolean {
  const value = sortValue(page.params.sort, product);
  const [from, to] =
    page.params.sort === 'price-asc' ? [page.after, page.through] : [page.through, page.after];
  return (from === undefined || value >= from) && (to === undefined || value <= to);
}

type Changes = ReadonlyMap<string, StockChange>;

/**
 * The products with the changed ones replaced, or undefined when one no longer `stays`.
 * (Looked up by id in the map: comparing ids that share a long time prefix is slower.)
 */
function replacedIn(
  products: Product[],
  changes: Changes,
  stays: (product: Restocked) => boolean,
): Product[] | undefined {
  let result = products;
  for (const [i, product] of products.entries()) {
    const change = changes.get(product._id);
    if (!change) continue;
    if (!stays(change.now)) return undefined;
    if (result === products) result = [...products];
    result[i] = change.now.json;
  }
  return result;
}

const shows = (products: Product[], id: string) => products.some((p) => p._id === id);

function patchPage(page: HeldPage, changes: Changes, showsSome: boolean): HeldPage | undefined {
  const { params } = page;
  const keeps = (product: Restocked | undefined) =>
    product !== undefined && !product.archived && stockFiltersKeep(params, product.json);
  const products = showsSome
    ? replacedIn(page.answer.products, changes, keeps)
    : page.answer.products;
  if (!products) return undefined;
  for (const [id, { now, before }] of changes) {
    // Not on the page: it may have just come back within the page's filters and span (a
    // search's words are not checked here: the page is read again if they might match).
    const filtered = params.inStock || params.stock !== undefined;
    const joins = filtered && keeps(now) && !keeps(before);
    const category = !params.category || params.category === now.category;
    if (joins && category && inSpan(page, now) && !(showsSome && shows(products, id)))
      return undefined;
  }
  return products === page.answer.products
    ? page
    : { ...page, answer: { ...page.answer, products } };
}

const buyable = (product: Restocked | undefined) =>
  product !== undefined && !product.archived && isPurchasable(product.json);

function patchDetail(
  detail: HeldDetail,
  changes: Changes,
  showsSome: boolean,
): HeldDetail | undefined {
  const own = showsSome ? changes.get(detail.answer.product._id) : undefined;
  if (own?.now.archived) return undefined;
  const product = own?.now.json ?? detail.answer.product;
  const related = showsSome
    ? replacedIn(detail.answer.related, changes, buyable)
    : detail.answer.related;
  if (!related) return undefined;
  for (const [id, { now, before }] of changes) {
    const joins = buyable(now) && !buyable(before) && id !== product._id;
    const newEnough = detail.relatedThrough === undefined || now.createdAt >= detail.relatedThrough;
    if (joins && now.category === product.category && newEnough)
      if (!(showsSome && shows(related, id))) return undefined;
  }
  if (product === detail.answer.product && related === detail.answer.related) return detail;
  return { ...detail, answer: { ...detail.answer, product, related } };
}

/** The products a held answer shows. */
export function* productsIn(held: HeldAnswer): Iterable<string> {
  const { answer } = held;
  const products = 'products' in answer ? answer.products : [answer.product, ...answer.related];
  for (const product of products) yield product._id;
}

const low = (p: Product) => p.stock !== null && p.stock > 0 && p.stock <= LOW_STOCK_THRESHOLD;
const out = (p: Product) => !p.inStock || p.stock === 0;

/**
 * Whether a change may put a product on a held answer that does not show it yet: it now
 * passes a stock filter (in stock, low, out) that it did not, or its last state is unknown.
 * When none may, only the answers showing the products need looking at.
 */
export function mayJoin({ now, before }: StockChange): boolean {
  if (now.archived) return false;
  if (!before || before.archived) return true;
  return [isPurchasable, low, out].some((passes) => passes(now.json) && !passes(before.json));
}

/**
 * A held answer with these products (by id) as they are now, or undefined to read it
 * again; `showsSome`: whether it shows any of them (else only whether they join it counts).
 */
export function patchHeld(
  held: HeldAnswer,
  changes: Changes,
  showsSome: boolean,
): HeldAnswer | undefined {
  return held.kind === 'page'
    ? patchPage(held, changes, showsSome)
    : patchDetail(held, changes, showsSome);
}
