import type { Product } from '@kirana/api/contract/product';
import { afterEach, beforeEach, inject } from 'vitest';
import { signInAsSeller, signOutSeller } from './api.ts';
import { API_URL } from '../config/env.ts';

// Uploads use XMLHttpRequest, and jsdom's XHR keeps cookies in the page's own jar, apart
// from the fetch jar of tools/vitest-api-client-setup.mjs. Tests that upload sign in here,
// through the same XHR, so the upload carries the session exactly as in a browser.
function xhr(method: 'GET' | 'POST', path: string, body?: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `${API_URL}${path}`);
    request.withCredentials = true;
    if (body !== undefined) request.setRequestHeader('Content-Type', 'application/json');
    request.onload = () => resolve(request.status);
    request.onerror = () => reject(new Error(`${method} ${path} did not reach the API`));
    request.send(body === undefined ? null : JSON.stringify(body));
  });
}

export async function signInAsSellerInPage(): Promise<void> {
  const status = await xhr('POST', '/api/seller/login', inject('testSeller'));
  if (status !== 200) throw new Error(`Seller sign-in answered ${status}`);
}

export async function signOutInPage(): Promise<void> {
  await xhr('GET', '/api/seller/logout');
}

// A real 1×1 PNG: the API checks an image's contents, so a renamed text file would not do.
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export function pngFile(name: string): File {
  const bytes = Uint8Array.from(atob(PNG_1X1), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/**
 * A product of the seller's own, so a test can change it freely. Through the page's XHR:
 * Node's fetch cannot send jsdom's File objects.
 */
export function addProductInPage(data: Record<string, unknown>, images: File[] = []) {
  const form = new FormData();
  form.append(
    'productData',
    JSON.stringify({ category: 'Vegetables', price: 50, offerPrice: 45, ...data }),
  );
  for (const image of images) form.append('images', image, image.name);
  return new Promise<Product>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_URL}/api/product/add`);
    request.withCredentials = true;
    request.onload = () => {
      const body = JSON.parse(request.responseText) as { product: Product; message?: string };
      if (request.status === 201) resolve(body.product);
      else reject(new Error(`add product: ${request.status} ${body.message}`));
    };
    request.onerror = () => reject(new Error('add product did not reach the API'));
    request.send(form);
  });
}

/**
 * For screens that read with fetch and write with XHR (uploads): the seller is signed in
 * in both cookie jars before each test of the file, and out again after it.
 */
export function signInSellerForEachTest(): void {
  beforeEach(async () => {
    await signInAsSeller();
    await signInAsSellerInPage();
  });
  afterEach(async () => {
    await signOutInPage();
    await signOutSeller();
  });
}
