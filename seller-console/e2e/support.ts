import type { BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export interface ListedProduct {
  _id: string;
  name: string;
  inStock: boolean;
  stock: number | null;
}

export const visible = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().isVisible();

/** A toast's title also carries a screen-reader prefix ("Success: "), so match within it. */
export const toastShown = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByText(text)
    .first()
    .isVisible();

/** Signs the test seller in through the console's own form. */
export async function signInSeller(page: Page): Promise<void> {
  await page.goto(inject('sellerUrl'));
  await page.getByRole('textbox', { name: 'Email' }).fill(inject('testSeller').email);
  await page.getByLabel(/^Password/).fill(inject('testSeller').password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in: the top bar's Logout, there at every width (the greeting is not on a phone).
  await page.getByRole('button', { name: 'Logout' }).waitFor();
}

/** Every product on sale, as the API lists them. */
export async function listedProducts(context: BrowserContext): Promise<ListedProduct[]> {
  const response = await context.request.get(`${inject('apiUrl')}/api/product/list`);
  return ((await response.json()) as { products: ListedProduct[] }).products;
}

/**
 * Products a shopper can order as many of as a test wants: switched on and not counted
 * (another journey may have counted one down to its last units).
 */
export const inStockProducts = async (context: BrowserContext) =>
  (await listedProducts(context)).filter((p) => p.inStock && p.stock === null);

/** Signs a new shopper up in `context` (its cookie stays there). */
export async function registerShopper(context: BrowserContext, label: string): Promise<string> {
  const email = `${label}-${Date.now()}@kirana.test`;
  const register = await context.request.post(`${inject('apiUrl')}/api/user/register`, {
    data: { name: 'Journey Shopper', email, password: 'journey-password' },
  });
  expect(register.status()).toBe(201);
  return email;
}

/**
 * How far the page scrolls sideways (0 when it fits) and, with `withAxe`, its axe-core
 * WCAG 2.1 A/AA violations, measured in the page (tools/e2e/axe.mjs).
 */
export async function audit(page: Page, withAxe: boolean) {
  await page.evaluate(inject('auditScript'));
  return (await page.evaluate(`window.kiranaAudit(${withAxe})`)) as {
    overflow: number;
    violations: string[];
  };
}

/**
 * A cash-on-delivery order of `quantity` of an in-stock product from the shopper signed in
 * to `context`, to a new address with these fields (a unique street lets a test find the
 * order's row). Answers the order's id and the product.
 */
export async function placeCodOrder(
  context: BrowserContext,
  address: Record<string, string>,
  quantity = 1,
): Promise<{ orderId: string; product: ListedProduct }> {
  const api = inject('apiUrl');
  const added = await context.request.post(`${api}/api/address/add`, {
    data: {
      address: {
        firstName: 'Meera',
        lastName: 'Iyer',
        email: 'meera@kirana.test',
        city: 'Chennai',
        state: 'Tamil Nadu',
        zipcode: '600004',
        country: 'India',
        phone: '+91 94440 55555',
        ...address,
      },
    },
  });
  expect(added.status()).toBe(201);
  const { address: saved } = (await added.json()) as { address: { _id: string } };
  const [product] = await inStockProducts(context);
  const order = await context.request.post(`${api}/api/order/cod`, {
    data: { items: [{ product: product!._id, quantity }], address: saved._id },
  });
  expect(order.status()).toBe(201);
  return { orderId: ((await order.json()) as { orderId: string }).orderId, product: product! };
}
