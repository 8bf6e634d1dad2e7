import { MAX_PAGE_SIZE, productPageQuerySchema } from '../../contract/product-page.ts';
import type { Product } from '../../contract/product.ts';
import { toPaise } from '../../contract/paise.ts';
import type { ShopSettings } from '../../contract/shop.ts';
import { isPurchasable, maxOrderable } from '../../contract/stock.ts';
import type { OndcSettings } from '../../config-ondc.ts';
import type { DeliveryService } from '../delivery/delivery.service.ts';
import type { ProductService } from '../product/product.service.ts';
import type { ShopService } from '../shop/shop.service.ts';
import { ret10Category } from './ret10-categories.ts';
import { unitizedMeasure } from './unitized-measure.ts';

// The shop's catalogue as an ONDC retail 1.2.0 `on_search` catalog (ONDC-RET-Specifications,
// draft-1.2.1, api/components/Examples/B2C/on_search/on_search_Grocery.yaml; fields checked
// against ONDC's log validator, schema/Retail/RET/on_search.ts): one provider (the shop),
// one location (ONDC_GPS), one fulfillment (delivery), every product not archived.

export const PROVIDER_ID = 'shop';
export const LOCATION_ID = 'L1';
export const FULFILLMENT_ID = 'F1';
/** How soon an order is ready to go out, as the catalogue promises it. */
export const TIME_TO_SHIP = 'PT1H';

export interface CatalogueDeps {
  settings: OndcSettings;
  shop: Pick<ShopService, 'profile'>;
  products: Pick<ProductService, 'listCurrent' | 'page'>;
  delivery: Pick<DeliveryService, 'quote' | 'settings'>;
  /** The city and state of a PIN code (India Post's directory). */
  placeOf: (pincode: string) => Promise<{ city: string; state: string } | undefined>;
  now: () => number;
}

/** What a search asks for (intent), as ONDC retail's search examples write it. */
export interface SearchIntent {
  item?: { descriptor?: { name?: unknown } };
  category?: { id?: unknown };
  fulfillment?: { end?: { location?: { address?: unknown } } };
}

export const rupees = (amount: number): string => (toPaise(amount) / 100).toFixed(2);

/** The delivery PIN of a search: `address.area_code`, or the first of a list of addresses. */
export function searchPincode(intent: SearchIntent): string | undefined {
  const address = intent.fulfillment?.end?.location?.address;
  const first = (Array.isArray(address) ? address[0] : address) as
    { area_code?: unknown } | undefined;
  const pin = first?.area_code;
  return typeof pin === 'string' || typeof pin === 'number' ? String(pin).trim() : undefined;
}

function itemOf(product: Product, shop: ShopSettings) {
  const price = rupees(product.offerPrice);
  const description = product.description.filter((line) => line.trim() !== '');
  return {
    id: product._id,
    time: { label: 'enable', timestamp: product.updatedAt },
    descriptor: {
      name: product.name,
      symbol: product.image[0] ?? '',
      short_desc: description[0] ?? product.name,
      long_desc: description.join(' ') || product.name,
      images: product.image,
    },
    quantity: {
      unitized: { measure: unitizedMeasure(product.weight) },
      // ONDC's validator allows only "99" (in stock) or "0" here; the most one order may
      // take, from our stock count, goes in `maximum`.
      available: { count: isPurchasable(product) ? '99' : '0' },
      maximum: { count: String(maxOrderable(product)) },
    },
    price: {
      currency: 'INR',
      value: price,
      maximum_value: rupees(Math.max(product.price, product.offerPrice)),
    },
    category_id: ret10Category(product.category, product.name),
    fulfillment_id: FULFILLMENT_ID,
    location_id: LOCATION_ID,
    '@ondc/org/returnable': false,
    '@ondc/org/cancellable': true,
    '@ondc/org/return_window': 'PT0S',
    '@ondc/org/seller_pickup_return': false,
    '@ondc/org/time_to_ship': TIME_TO_SHIP,
    '@ondc/org/available_on_cod': true,
    '@ondc/org/contact_details_consumer_care': [shop.name, shop.email, shop.phone]
      .map((part) => part ?? '')
      .join(','),
    tags: [],
  };
}

async function locationOf(shop: ShopSettings, deps: CatalogueDeps, timestamp: string) {
  const address = shop.address ?? '';
  const pincode = /\b[1-9]\d{5}\b/.exec(address)?.[0] ?? '';
  const place = pincode ? await deps.placeOf(pincode) : undefined;
  return {
    id: LOCATION_ID,
    time: { label: 'enable', timestamp, schedule: { holidays: [] } },
    gps: deps.settings.gps,
    address: {
      locality: address.split(',')[0]?.trim() ?? '',
      street: address,
      city: place?.city ?? '',
      area_code: pincode,
      state: place?.state ?? '',
    },
  };
}

/** The products a search asks for: by name (the shop's own search), by RET10 category, or all. */
async function productsFor(intent: SearchIntent, deps: CatalogueDeps): Promise<Product[]> {
  const name = intent.item?.descriptor?.name;
  const category = intent.category?.id;
  const found =
    typeof name === 'string' && name.trim() !== ''
      ? (
          await deps.products.page(
            productPageQuerySchema.parse({ q: name.slice(0, 100), limit: String(MAX_PAGE_SIZE) }),
          )
        ).products
      : await deps.products.listCurrent();
  return typeof category === 'string'
    ? found.filter((p) => ret10Category(p.category, p.name) === category)
    : found;
}

/** The `catalog` of an on_search answering `intent`: empty where the shop does not deliver. */
export async function catalogueFor(intent: SearchIntent, deps: CatalogueDeps) {
  const timestamp = new Date(deps.now()).toISOString();
  const shop = await deps.shop.profile();
  const name = shop.name ?? deps.settings.subscriberId;
  const descriptor = { name, short_desc: name, long_desc: name };
  const pincode = searchPincode(intent);
  const served = pincode === undefined || (await deps.delivery.quote(pincode, 0)).served;
  const products = served ? await productsFor(intent, deps) : [];
  const catalog = {
    'bpp/fulfillments': [{ id: FULFILLMENT_ID, type: 'Delivery' }],
    'bpp/descriptor': {
      ...descriptor,
      symbol: products[0]?.image[0] ?? '',
      images: [],
      tags: [{ code: 'bpp_terms', list: [{ code: 'np_type', value: 'ISN' }] }],
    },
    'bpp/providers': [] as object[],
  };
  if (products.length === 0) return catalog;
  const minOrder = (await deps.delivery.settings()).minOrder;
  catalog['bpp/providers'].push({
    id: PROVIDER_ID,
    time: { label: 'enable', timestamp },
    fulfillments: [
      {
        id: FULFILLMENT_ID,
        type: 'Delivery',
        contact: { phone: shop.phone ?? '', email: shop.email ?? '' },
      },
    ],
    descriptor: {
      ...descriptor,
      symbol: products[0]?.image[0] ?? '',
      images: products[0]?.image.slice(0, 1) ?? [],
    },
    ttl: 'P1D',
    locations: [await locationOf(shop, deps, timestamp)],
    items: products.map((product) => itemOf(product, shop)),
    tags:
      minOrder > 0
        ? [{ code: 'order_value', list: [{ code: 'min_value', value: rupees(minOrder) }] }]
        : [],
  });
  return catalog;
}
