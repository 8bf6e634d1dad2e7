import {
  addedRateOf,
  addedTaxPerLine,
  cartTotals,
  withDeliveryFee,
} from '../../contract/cart-total.ts';
import type { BecknError } from '../../contract/ondc.ts';
import { toPaise } from '../../contract/paise.ts';
import type { Product } from '../../contract/product.ts';
import { isPurchasable, maxOrderable } from '../../contract/stock.ts';
import type { TaxMode } from '../../contract/tax.ts';
import type { ShopService } from '../shop/shop.service.ts';
import {
  FULFILLMENT_ID,
  LOCATION_ID,
  PROVIDER_ID,
  rupees,
  type CatalogueDeps,
} from './on-search.ts';
import { slotFulfillment, slotOf, SLOTS_OFFERED } from './slot-fulfillments.ts';

// The quote of `on_select` and `on_init` (ONDC-RET-Specifications draft-1.2.1,
// on_select_item_in_stock / on_select_item_not_in_stock / on_init_other_product): the
// same money as the web cart, from contract/cart-total.ts (2% tax unless prices include
// GST) and the delivery module's quote for the PIN (fee, free-above, minimum order).

/** How delivery is described to the buyer app (ONDC's fulfillment category and TAT). */
export const DELIVERY_CATEGORY = 'Standard Delivery';
export const DELIVERY_TAT = 'P1D';

export interface QuoteDeps extends CatalogueDeps {
  shop: Pick<ShopService, 'profile' | 'taxMode' | 'timeZone'>;
}

/** The buyer app's order as select and init send it (only what the quote reads). */
export interface OrderIntent {
  provider?: { id?: unknown };
  items?: { id?: unknown; fulfillment_id?: unknown; quantity?: { count?: unknown } }[];
  fulfillments?: {
    id?: unknown;
    end?: { location?: { address?: { area_code?: unknown } } };
  }[];
}

interface Line {
  id: string;
  product: Product;
  asked: number;
  /** What can be sold of it now: the count asked, or fewer (0 when none). */
  given: number;
}

const money = (paise: number) => ({ currency: 'INR', value: rupees(paise / 100) });
const domainError = (code: string, message: string): BecknError => ({
  type: 'DOMAIN-ERROR',
  code,
  message,
});

/** Each line's share of the order's tax (cart-total.ts); none when prices include GST. */
export const taxPerLine = (
  lines: readonly { paise: number; rate: number }[],
  taxPaise: number,
  taxMode: TaxMode,
): number[] => (taxMode === 'included' ? lines.map(() => 0) : addedTaxPerLine(lines, taxPaise));

/** The order's lines against the catalogue: unknown items are an error, shortages noted. */
function linesOf(order: OrderIntent, products: Map<string, Product>) {
  const lines: Line[] = [];
  const unknown: string[] = [];
  for (const item of order.items ?? []) {
    const id = typeof item.id === 'string' ? item.id : '';
    const product = products.get(id);
    const asked = Number(item.quantity?.count ?? 1);
    if (!product || !Number.isInteger(asked) || asked < 1) {
      unknown.push(id);
      continue;
    }
    const available = isPurchasable(product) ? maxOrderable(product) : 0;
    lines.push({ id, product, asked, given: Math.min(asked, available) });
  }
  return { lines, unknown };
}

/**
 * The `order` of an on_select or on_init for `order`, and the error it carries, if any.
 * A shop with delivery slots offers each open one as a fulfillment (on_select), or keeps
 * the one the buyer app chose (`chosenOnly`: on_init).
 */
export async function quoteFor(
  order: OrderIntent,
  deps: QuoteDeps,
  { chosenOnly = false } = {},
): Promise<{ order: Record<string, unknown>; error?: BecknError }> {
  const [catalogue, taxMode, shop] = await Promise.all([
    deps.products.listCurrent(),
    deps.shop.taxMode(),
    deps.shop.profile(),
  ]);
  const provider = { id: PROVIDER_ID, locations: [{ id: LOCATION_ID }] };
  if (order.provider?.id !== PROVIDER_ID)
    return { order: { provider }, error: domainError('30001', 'Provider not found') };
  const { lines, unknown } = linesOf(order, new Map(catalogue.map((p) => [p._id, p])));
  if (unknown.length > 0 || lines.length === 0)
    return {
      order: { provider },
      error: domainError('30004', `Item not found: ${unknown.join(',') || 'no items'}`),
    };

  const priced = lines.map((line) => ({
    ...line,
    offerPricePaise: toPaise(line.product.offerPrice),
  }));
  const goods = cartTotals(
    priced.map((line) => ({
      offerPricePaise: line.offerPricePaise,
      quantity: line.given,
      gstRate: line.product.gstRate,
    })),
    taxMode,
  );
  const area = order.fulfillments?.[0]?.end?.location?.address?.area_code;
  const pincode = typeof area === 'string' || typeof area === 'number' ? String(area) : '';
  const delivery = await deps.delivery.quote(pincode, goods.subtotalPaise);
  const feePaise = delivery.served ? toPaise(delivery.fee) : 0;
  const totals = withDeliveryFee(goods, feePaise);
  const lineTaxes = taxPerLine(
    priced.map((line) => ({
      paise: line.offerPricePaise * line.given,
      rate: addedRateOf(line.product),
    })),
    goods.taxPaise,
    taxMode,
  );

  const offered = delivery.served
    ? delivery.slots
        .slice(0, SLOTS_OFFERED)
        .map((slot) => slotFulfillment(slot, deps.shop.timeZone, deps.now()))
    : [];
  const named = order.fulfillments?.[0]?.id ?? order.items?.[0]?.fulfillment_id;
  const chosen = offered.find((f) => f.id === named) ?? offered[0];
  const fulfillmentId = chosen?.id ?? FULFILLMENT_ID;

  const breakup: object[] = priced.flatMap((line, i) => [
    {
      '@ondc/org/item_id': line.id,
      '@ondc/org/item_quantity': { count: line.given },
      title: line.product.name,
      '@ondc/org/title_type': 'item',
      price: money(line.offerPricePaise * line.given),
      item: {
        quantity: {
          available: { count: isPurchasable(line.product) ? '99' : '0' },
          maximum: { count: String(maxOrderable(line.product)) },
        },
        price: money(line.offerPricePaise),
      },
    },
    {
      '@ondc/org/item_id': line.id,
      title: 'Tax',
      '@ondc/org/title_type': 'tax',
      price: money(lineTaxes[i] ?? 0),
    },
  ]);
  if (delivery.served)
    breakup.push({
      '@ondc/org/item_id': fulfillmentId,
      title: 'Delivery charges',
      '@ondc/org/title_type': 'delivery',
      price: money(feePaise),
    });

  const delivering = {
    type: 'Delivery',
    '@ondc/org/provider_name': shop.name ?? deps.settings.subscriberId,
    tracking: false,
  };
  const served = delivery.served && (!delivery.slotsRequired || chosen !== undefined);
  const fulfillments = chosen
    ? (chosenOnly ? [chosen] : offered).map((slot) => ({
        id: slot.id,
        ...delivering,
        '@ondc/org/category': DELIVERY_CATEGORY,
        '@ondc/org/TAT': slot['@ondc/org/TAT'],
        state: { descriptor: { code: 'Serviceable' } },
        end: slot.end,
      }))
    : [
        {
          id: FULFILLMENT_ID,
          ...delivering,
          '@ondc/org/category': served ? DELIVERY_CATEGORY : '',
          '@ondc/org/TAT': served ? DELIVERY_TAT : '',
          state: { descriptor: { code: served ? 'Serviceable' : 'Non-serviceable' } },
        },
      ];
  const result = {
    provider,
    items: priced.map((line) => ({
      id: line.id,
      fulfillment_id: fulfillmentId,
      quantity: { count: line.given },
    })),
    fulfillments,
    quote: { price: money(totals.amountPaise), breakup, ttl: 'P1D' },
  };

  const short = priced.filter((line) => line.given < line.asked);
  if (short.length > 0)
    // ONDC's log validator reads the items short as a JSON list in error.message.
    return {
      order: result,
      error: domainError(
        '40002',
        JSON.stringify(short.map((line) => ({ item_id: line.id, error: '40002' }))),
      ),
    };
  if (!delivery.served)
    return {
      order: result,
      error: domainError('30009', 'The shop does not deliver to this PIN code'),
    };
  if (!served)
    return {
      order: result,
      error: domainError('30009', 'No delivery slot is open in the coming week'),
    };
  if (chosenOnly && slotOf(named) && chosen?.id !== named)
    return {
      order: result,
      error: domainError('40000', 'That delivery slot is full or closed: choose another'),
    };
  if (toPaise(delivery.toMinimum) > 0)
    return {
      order: result,
      error: domainError('30023', `The minimum order is Rs. ${rupees(delivery.minOrder)}`),
    };
  return { order: result };
}
