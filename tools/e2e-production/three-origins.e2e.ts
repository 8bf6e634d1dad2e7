import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

// Production builds, the API in production mode on MariaDB, and three origins:
// shop.kirana.test (storefront), admin.kirana.test (seller console), api.kirana.test (API).

const origins = inject('origins');
const email = `prod-${Date.now()}@example.com`;

const toastShown = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Notifications/, includeHidden: true })
    .getByText(text)
    .first()
    .waitFor({ state: 'visible' });

/**
 * The shopper's server cart, read the way the storefront reads it: a credentialed fetch from
 * the shop's own page (the test process cannot resolve the *.kirana.test names itself).
 */
async function cartItems(shop: Page): Promise<Record<string, number>> {
  const body = await shop.evaluate(async (api) => {
    const res = await fetch(`${api}/api/user/is-auth`, { credentials: 'include' });
    return {
      status: res.status,
      json: (await res.json()) as { user?: { cartItems: Record<string, number> } },
    };
  }, origins.api);
  expect(body.status).toBe(200);
  return body.json.user?.cartItems ?? {};
}

async function productIds(shop: Page): Promise<string[]> {
  return shop.evaluate(async (api) => {
    const res = await fetch(`${api}/api/product/list`);
    return ((await res.json()) as { products: { _id: string }[] }).products.map((p) => p._id);
  }, origins.api);
}

describe('production build on three origins', () => {
  let browser: Browser;
  let shopper: BrowserContext;
  let shop: Page;
  beforeAll(async () => {
    browser = await chromium.launch({ headless: true, ...inject('chromium') });
    shopper = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    shop = await shopper.newPage();
  });
  afterAll(() => browser?.close());

  it('a shopper signs up, orders cash on delivery and sees the order', async () => {
    await shop.goto(origins.shop);
    await shop.getByRole('list', { name: 'Best Sellers' }).waitFor();
    await shop.getByRole('banner').getByRole('button', { name: 'Login' }).first().click();
    await shop.getByRole('dialog', { name: 'User Login' }).waitFor();
    await shop.getByRole('button', { name: 'Create an account' }).click();
    const signUp = shop.getByRole('dialog', { name: 'User Sign Up' });
    await signUp.getByRole('textbox', { name: 'Name' }).fill('Meera');
    await signUp.getByRole('textbox', { name: 'Email' }).fill(email);
    await signUp.getByLabel('Password').fill('production-shopper-1');
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await shop.getByRole('button', { name: 'Account menu' }).waitFor();

    await shop
      .getByRole('banner')
      .getByRole('searchbox', { name: 'Search products' })
      .fill('paneer');
    // The results page, not a card of the home page still showing while it loads (on a
    // busy machine the click landed there and the search then took the shopper away).
    await shop.waitForURL(/\/products\?search=paneer/);
    await shop.getByRole('main').getByRole('link', { name: 'Fresh Paneer' }).click();
    await shop.waitForURL(/\/products\/[^/?]+\/[^/?]+$/);
    await shop.getByRole('button', { name: 'Add to Cart' }).click();
    await toastShown(shop, 'Added to Cart');
    await shop.goto(`${origins.shop}/cart`);
    await shop.getByRole('link', { name: 'Add address' }).click();
    const fields: [string, string][] = [
      ['First name', 'Meera'],
      ['Last name', 'Iyer'],
      ['Phone', '94440 12345'],
      ['PIN code', '600001'],
      ['Street', '7 Lake View Road'],
    ];
    for (const [label, value] of fields) await shop.getByLabel(label).fill(value);
    // City and state come from the PIN code (India Post's directory, on the API).
    await shop.getByLabel('State').getByText('Tamil Nadu').waitFor();
    await shop.getByRole('button', { name: 'Save address' }).click();
    await shop.waitForURL(`${origins.shop}/cart`);
    await shop.getByRole('combobox', { name: 'Delivery Address' }).waitFor();
    await shop.getByRole('button', { name: 'Place Order' }).click();
    await shop.waitForURL(`${origins.shop}/my-orders`);
    const order = shop.getByRole('article', { name: /^Order KR-\d+ placed/ }).first();
    await order.waitFor();
    expect(await order.textContent()).toContain('Fresh Paneer');
  });

  it('the seller signs in on the admin origin and sees that order with the address', async () => {
    const seller = await browser.newContext();
    const page = await seller.newPage();
    await page.goto(origins.admin);
    await page.getByRole('textbox', { name: 'Email' }).fill(inject('seller').email);
    await page.getByLabel(/^Password/).fill(inject('seller').password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Hi! Admin', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Orders' }).first().click();
    await page
      .getByText('7 Lake View Road', { exact: false })
      .filter({ visible: true })
      .first()
      .waitFor();
    expect(
      await page.getByText('Fresh Paneer', { exact: false }).filter({ visible: true }).count(),
    ).toBeGreaterThan(0);
    await seller.close();
  });

  it('a page on a foreign site cannot change the shopper\u2019s cart', async () => {
    await shop.goto(origins.shop);
    const target = (await productIds(shop))[0]!;
    // The same call from the shop's own page works: what follows is refused for its origin.
    const fromShop = await shop.evaluate(
      async ({ api, id }) =>
        (
          await fetch(`${api}/api/cart/update`, {
            method: 'POST',
            credentials: 'include',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ cartItems: { [id]: 1 } }),
          })
        ).status,
      { api: origins.api, id: target },
    );
    expect(fromShop).toBe(200);
    const before = await cartItems(shop);
    expect(before).toEqual({ [target]: 1 });
    const evil = await shopper.newPage();
    await evil.goto(origins.evil);
    // A script on the foreign page tries every way a browser allows: a JSON fetch (needs
    // CORS), a "simple" text/plain fetch (no preflight) and a plain form post.
    const outcome = await evil.evaluate(
      async ({ api, id }) => {
        const body = JSON.stringify({ cartItems: { [id]: 42 } });
        const results: string[] = [];
        for (const headers of [
          { 'Content-Type': 'application/json' },
          { 'Content-Type': 'text/plain' },
        ]) {
          try {
            const res = await fetch(`${api}/api/cart/update`, {
              method: 'POST',
              credentials: 'include',
              headers,
              body,
            });
            results.push(`status ${res.status}`);
          } catch {
            results.push('blocked');
          }
        }
        return results;
      },
      { api: origins.api, id: target },
    );
    expect(outcome).not.toContain('status 200');
    const form = await evil.evaluate(
      ({ api, id }) => {
        const f = document.createElement('form');
        f.method = 'POST';
        f.action = `${api}/api/cart/update`;
        f.enctype = 'application/x-www-form-urlencoded';
        const input = document.createElement('input');
        input.name = `cartItems[${id}]`;
        input.value = '42';
        f.append(input);
        document.body.append(f);
        f.submit();
        return true;
      },
      { api: origins.api, id: target },
    );
    expect(form).toBe(true);
    await evil.waitForURL(`${origins.api}/api/cart/update`);
    expect(await evil.textContent('body')).toMatch(/not allowed|sign in/i);
    expect(await cartItems(shop)).toEqual(before);
  });
});
