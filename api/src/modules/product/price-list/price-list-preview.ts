import { toRupees } from '../../../contract/paise.ts';
import {
  OTHER_PRICE_LIST_COLUMNS,
  PREVIEW_LIMIT,
  type PreviewChange,
  type PreviewNewProduct,
  type PricePreview,
} from '../../../contract/price-list.ts';
import type { TranslationsInput } from '../../../contract/product.ts';
import { shelfCount } from '../../../contract/stock.ts';
import type { ImportPlan, Patch, Stored } from './price-list-plan.ts';
import { turns } from './price-list-turns.ts';

/**
 * Over 50% either way: at least 1.5 times the old amount or at most half of it (4.9 for 49,
 * 490 for 49). Compared in whole paise, so 1.5× is exact. From 0 any price is large: a
 * product sold for nothing has no ratio to judge, and either amount is worth a second look.
 */
export function largeMoneyChange(fromPaise: number, toPaise: number): boolean {
  if (fromPaise === 0) return toPaise !== 0;
  return 2 * toPaise >= 3 * fromPaise || 2 * toPaise <= fromPaise;
}

/**
 * The same rule for shelf counts, but a count from 0 is never large: refilling an empty
 * shelf is the everyday restock, and flagging every one would bury the typos (10 for 100)
 * among them. Starting or stopping counting has no ratio either. A count dropped to 0 is
 * flagged: it takes the product off sale.
 */
export function largeCountChange(from: number | null, to: number | null): boolean {
  if (from === null || to === null || from === 0) return false;
  return 2 * to >= 3 * from || 2 * to <= from;
}

const moneyChange = (fromPaise: number, toPaise: number | undefined) =>
  toPaise === undefined
    ? undefined
    : {
        from: toRupees(fromPaise),
        to: toRupees(toPaise),
        large: largeMoneyChange(fromPaise, toPaise),
      };

const otherColumns = (patch: Patch, translations: TranslationsInput = {}) =>
  OTHER_PRICE_LIST_COLUMNS.filter(
    (column) =>
      column in patch ||
      (column === 'name_hi' && translations.hi?.name !== undefined) ||
      (column === 'description_hi' && translations.hi?.description !== undefined),
  );

function changeOf(
  { row, patch, shelf, translations, emptied }: ImportPlan['updates'][number],
  current: Stored,
): PreviewChange {
  const price = moneyChange(current.pricePaise, patch.pricePaise);
  const offerPrice = moneyChange(current.offerPricePaise, patch.offerPricePaise);
  // The shelf count, as the seller reads and writes it on the sheet, not what is left to sell.
  const from = shelfCount(current);
  const stock = shelf && { from, to: shelf.count, large: largeCountChange(from, shelf.count) };
  return {
    row,
    id: current.id,
    // Matched by SKU, so a stored product in the plan has one.
    sku: current.sku ?? '',
    name: current.name,
    ...(price ? { price } : {}),
    ...(offerPrice ? { offerPrice } : {}),
    ...(stock ? { stock } : {}),
    also: otherColumns(patch, translations),
    emptied,
  };
}

const isLarge = (c: PreviewChange) =>
  Boolean(c.price?.large || c.offerPrice?.large || c.stock?.large);

function newProductOf({ row, patch }: ImportPlan['creates'][number]): PreviewNewProduct {
  return {
    row,
    ...(patch.sku ? { sku: patch.sku } : {}),
    // A new row always has a name, price and offer price (readRow requires them).
    name: patch.name ?? '',
    price: toRupees(patch.pricePaise ?? 0),
    offerPrice: toRupees(patch.offerPricePaise ?? 0),
    // Nothing is held for a product not yet made: its stock is the sheet's count.
    stock: patch.stock ?? null,
  };
}

/**
 * What a dry run shows the seller: changed rows with a large change first (so the cap never
 * hides a likely typo), then the rest, each in file order; new products apart. A whole
 * catalogue's rows take 10 to 30 ms, so in turns, as the plan is made.
 */
export async function previewOf(
  plan: ImportPlan,
  stored: readonly Stored[],
): Promise<PricePreview> {
  const turn = turns();
  const wanted = new Set(plan.updates.map(({ id }) => id));
  const byId = new Map<string, Stored>();
  for (const product of stored) {
    await turn.take();
    if (wanted.has(product.id)) byId.set(product.id, product);
  }
  const large: PreviewChange[] = [];
  const rest: PreviewChange[] = [];
  let largeChanges = 0;
  let emptying = 0;
  for (const update of plan.updates) {
    await turn.take();
    const current = byId.get(update.id);
    if (!current) continue;
    const change = changeOf(update, current);
    if (change.emptied.length > 0) emptying += 1;
    if (isLarge(change)) {
      largeChanges += 1;
      if (large.length < PREVIEW_LIMIT) large.push(change);
    } else if (rest.length < PREVIEW_LIMIT) rest.push(change);
  }
  return {
    changes: [...large, ...rest].slice(0, PREVIEW_LIMIT),
    newProducts: plan.creates.slice(0, PREVIEW_LIMIT).map(newProductOf),
    largeChanges,
    emptying,
    notes: plan.notes.slice(0, PREVIEW_LIMIT),
  };
}
