import type { AddressFields } from '@kirana/api/contract/address';
import type {
  DeliveryQuoteResponse,
  DeliverySettingsInput,
  DeliverySettingsResponse,
} from '@kirana/api/contract/delivery';
import type { Order } from '@kirana/api/contract/order';
import type { Product } from '@kirana/api/contract/product';
import { inject } from 'vitest';
import { API_URL } from '../config/env.ts';

// Test set-up goes through the real API over HTTP, as a browser would. The cookie jar from
// tools/vitest-api-client-setup.mjs keeps the sessions (only for credentials: 'include').
async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const json = (await response.json()) as T & { success: boolean; message?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.message}`);
  return json;
}

export const signInAsSeller = () => call('POST', '/api/seller/login', inject('testSeller'));

export const signOutSeller = () => call('GET', '/api/seller/logout');

export const listProducts = () =>
  call<{ products: Product[] }>('GET', '/api/product/list').then((r) => r.products);

/**
 * A product on sale whose stock is not counted: other test files sharing this API sell
 * counted ones out meanwhile.
 */
export const uncountedProduct = async () =>
  (await listProducts()).find((p) => p.inStock && p.stock === null)!;

export const setStock = (id: string, inStock: boolean) =>
  call('POST', '/api/product/stock', { id, inStock });

let shopperCount = 0;

/** A new customer with one address; their session cookie stays in the jar. */
export async function registerShopper(address: Partial<AddressFields> = {}) {
  shopperCount += 1;
  const email = `shopper-${Date.now()}-${shopperCount}@kirana.test`;
  await call('POST', '/api/user/register', {
    name: 'Test Shopper',
    email,
    password: 'shopper-password',
  });
  const { address: saved } = await call<{ address: { _id: string } }>('POST', '/api/address/add', {
    address: {
      firstName: 'Asha',
      lastName: 'Verma',
      email,
      street: '12 Market Road',
      city: 'Pune',
      state: 'Maharashtra',
      zipcode: '411001',
      country: 'India',
      phone: '+91 98765 43210',
      ...address,
    },
  });
  return { email, addressId: saved._id };
}

export const placeCodOrder = (
  addressId: string,
  items: { product: string; quantity: number }[],
  slot?: { id: string; date: string },
) => call<{ orderId: string }>('POST', '/api/order/cod', { address: addressId, items, slot });

/** An online order left unpaid: the shopper opened the payment page and went away. */
export const placeUnpaidOnlineOrder = (
  addressId: string,
  items: { product: string; quantity: number }[],
) => call<{ url: string }>('POST', '/api/order/online', { address: addressId, items });

export const countWaitingOrders = () =>
  call<{ waiting: number }>('GET', '/api/order/seller/waiting').then((r) => r.waiting);

export const listSellerOrders = () =>
  call<{ orders: Order[] }>('GET', '/api/order/seller').then((r) => r.orders);

export const listArchivedProducts = () =>
  call<{ products: Product[] }>('GET', '/api/product/list?archived=true').then((r) => r.products);

/**
 * Adds products through the price-list import (the seller must be signed in). The form is
 * written by hand: under jsdom, FormData is jsdom's, which Node's fetch cannot send.
 */
export async function importPriceList(csv: string) {
  const boundary = `kirana-test-${Date.now()}`;
  const body = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="file"; filename="prices.csv"',
    'Content-Type: text/csv',
    '',
    csv,
    `--${boundary}--`,
    '',
  ].join('\r\n');
  const response = await fetch(`${API_URL}/api/product/import`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  if (!response.ok) throw new Error(`import: ${response.status} ${await response.text()}`);
}

export const setOrderStatus = (orderId: string, status: string) =>
  call('POST', '/api/order/status', { orderId, status });

/** A fresh shop's delivery rules: everywhere, no minimum, free, no slots. */
export const FRESH_DELIVERY_RULES: DeliverySettingsInput = {
  pincodes: [],
  minOrder: 0,
  fee: 0,
  freeAbove: null,
  slots: [],
};

export const readDeliveryRules = () =>
  call<DeliverySettingsResponse>('GET', '/api/delivery/settings').then((r) => r.settings);

/** Replaces the shop's delivery rules (the seller must be signed in). */
export const saveDeliveryRules = (rules: DeliverySettingsInput) =>
  call<DeliverySettingsResponse>('POST', '/api/delivery/settings', rules).then((r) => r.settings);

/**
 * Puts the fresh rules back, for the next test. Only the files named *.slots.test.tsx may
 * change the rules: they have an API of their own (vitest.config.ts).
 */
export async function restoreDeliveryRules() {
  await signInAsSeller();
  await saveDeliveryRules(FRESH_DELIVERY_RULES);
}

/** The slots a shopper is offered now: soonest first, with the shop's today. */
export const deliveryQuote = (pincode = '411001', subtotal = 100) =>
  call<DeliveryQuoteResponse>('GET', `/api/delivery/quote?pincode=${pincode}&subtotal=${subtotal}`);
