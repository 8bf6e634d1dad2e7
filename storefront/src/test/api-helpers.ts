import type { CartItems } from '@kirana/api/contract/cart';
import type { Product, ProductListResponse } from '@kirana/api/contract/product';
import type { UserResponse } from '@kirana/api/contract/user';
import { inject } from 'vitest';
import { apiFetch, apiPost } from '../lib/api-client.ts';

// Straight calls to the test API, as another browser tab would make them. They share the
// cookie jar with the app under test (see tools/vitest-api-client-setup.mjs).

let counter = 0;

export function uniqueEmail(label = 'shopper'): string {
  counter += 1;
  return `${label}-${Date.now()}-${counter}@kirana.test`;
}

export const PASSWORD = 'correct-horse-battery';

/** Registers (and so signs in) a new customer. */
export async function registerCustomer(name = 'Asha') {
  const email = uniqueEmail();
  const { user } = await apiPost<UserResponse>('/api/user/register', {
    name,
    email,
    password: PASSWORD,
  });
  return { ...user, password: PASSWORD };
}

export const setServerCart = (cartItems: CartItems) => apiPost('/api/cart/update', { cartItems });

export const logoutCustomer = () => apiFetch('/api/user/logout');

export const sessionUser = () => apiFetch<UserResponse>('/api/user/is-auth').then((r) => r.user);

export async function catalogue(): Promise<Product[]> {
  const { products } = await apiFetch<ProductListResponse>('/api/product/list');
  return products;
}

export async function productNamed(name: string): Promise<Product> {
  const product = (await catalogue()).find((candidate) => candidate.name === name);
  if (!product) throw new Error(`The demo catalogue has no "${name}"`);
  return product;
}

export const demoAddress = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  street: '12 MG Road',
  landmark: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: '560001',
  country: 'India',
  phone: '+91 98765 43210',
};

export const addAddress = () => apiPost('/api/address/add', { address: demoAddress });

/**
 * The seller sets products through the price-list import (signed in as the test seller in
 * the same cookie jar, beside the shopper). The form is written by hand: under jsdom,
 * FormData is jsdom's, which Node's fetch cannot send.
 */
export async function sellerPriceList(csv: string) {
  await apiPost('/api/seller/login', inject('testSeller'));
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
  await apiFetch('/api/product/import', {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
}
