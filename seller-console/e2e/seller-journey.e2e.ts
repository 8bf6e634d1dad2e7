import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  inStockProducts,
  listedProducts,
  registerShopper,
  signInSeller,
  toastShown,
  visible,
} from './support.ts';

// A real 1×1 PNG: the API checks an upload's contents, not its name.
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Loads the storefront's product list afresh and says whether `name` is on it. */
async function storefrontLists(page: Page, name: string, alwaysListed: string) {
  await page.goto(`${inject('storefrontUrl')}/products`);
  await page.waitForLoadState('networkidle');
  // Only meaningful once the list itself is there.
  await page.getByText(alwaysListed, { exact: true }).first().waitFor();
  return page
    .getByText(name, { exact: true })
    .count()
    .then((n) => n > 0);
}

describe('the seller journey in Chromium, against the real API and both apps', () => {
  let browser: Browser;
  let seller: BrowserContext;
  let shopper: BrowserContext;
  let page: Page;
  let folder: string;
  const productName = `Journey Basil ${Date.now()}`;
  const apiUrl = inject('apiUrl');
  const sellerUrl = inject('sellerUrl');

  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
    seller = await browser.newContext();
    shopper = await browser.newContext();
    page = await seller.newPage();
    folder = mkdtempSync(join(tmpdir(), 'kirana-seller-e2e-'));
    for (const file of ['front.png', 'back.png']) {
      writeFileSync(join(folder, file), Buffer.from(PNG_1X1, 'base64'));
    }
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const demoInStock = async () =>
    (await inStockProducts(shopper)).filter((p) => p.name !== productName);

  it('signs the seller in, on Orders, the day’s first screen', async () => {
    await signInSeller(page);
    await page.getByRole('heading', { name: 'Orders List', level: 1 }).waitFor();
    await page
      .getByRole('navigation', { name: 'Seller' })
      .getByRole('link', { name: 'Add Product' })
      .click();
    await page.getByRole('heading', { name: 'Add Product', level: 1 }).waitFor();
  });

  it('adds a product with two images, which the storefront then lists', async () => {
    await page
      .getByLabel(/product images, 4 of 4 slots free/)
      .setInputFiles([join(folder, 'front.png'), join(folder, 'back.png')]);
    await expect.poll(() => page.getByRole('img', { name: /^Image \d: / }).count()).toBe(2);

    await page.getByRole('textbox', { name: 'Product Name' }).fill(productName);
    await page
      .getByRole('textbox', { name: 'Product Description' })
      .fill('Fresh leaves\nGrown nearby');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Vegetables' }).click();
    await page.getByRole('spinbutton', { name: 'Product Price' }).fill('60');
    await page.getByRole('spinbutton', { name: 'Offer Price' }).fill('49.50');
    await page.getByRole('button', { name: 'Add Product' }).click();

    await expect.poll(() => toastShown(page, 'Product Added')).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Product Name' }).inputValue()).toBe('');
    expect(await page.getByRole('img', { name: /^Image \d: / }).count()).toBe(0);

    const shop = await shopper.newPage();
    const [other] = await demoInStock();
    await expect
      .poll(() => storefrontLists(shop, productName, other!.name), { timeout: 20_000 })
      .toBe(true);
    await shop.close();
  });

  it('switches it out of stock, and the storefront stops listing it', async () => {
    await page.getByRole('link', { name: 'Product List' }).click();
    const toggle = page.getByRole('switch', { name: `${productName} in stock` });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await expect.poll(() => toastShown(page, 'Stock Updated')).toBe(true);
    expect(await toggle.getAttribute('aria-checked')).toBe('false');

    const shop = await shopper.newPage();
    const [other] = await demoInStock();
    await expect
      .poll(() => storefrontLists(shop, productName, other!.name), { timeout: 20_000 })
      .toBe(false);
    await shop.close();
  });

  it('edits its price and stock, and the storefront shows the new price and "Only 2 left"', async () => {
    await page.getByRole('link', { name: `Edit ${productName}` }).click();
    await page.getByRole('heading', { name: 'Edit Product', level: 1 }).waitFor();
    const offer = page.getByRole('spinbutton', { name: 'Offer Price' });
    expect(await offer.inputValue()).toBe('49.5');
    await offer.fill('44');
    await page.getByRole('spinbutton', { name: 'Units in stock' }).fill('2');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => toastShown(page, 'Product Updated')).toBe(true);
    const toggle = page.getByRole('switch', { name: `${productName} in stock` });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');

    const product = (await listedProducts(shopper)).find((p) => p.name === productName)!;
    const shop = await shopper.newPage();
    await shop.goto(`${inject('storefrontUrl')}/products/vegetables/${product._id}`);
    await shop.getByRole('heading', { name: productName, level: 1 }).waitFor();
    expect(await shop.getByText('Rs.44.00').first().isVisible()).toBe(true);
    expect(await shop.getByText('Only 2 left', { exact: true }).isVisible()).toBe(true);
    // Two in the cart is all there is: a third is refused before it reaches the server.
    const add = shop.getByRole('button', { name: 'Add to Cart' });
    await add.click();
    await add.click();
    await add.click();
    await expect
      .poll(() => shop.getByText('Only 2 left: you have them all in your cart').first().isVisible())
      .toBe(true);
    await shop.close();
  });

  it('stays usable on a phone', async () => {
    await page.setViewportSize({ width: 375, height: 760 });
    const nav = page.getByRole('navigation', { name: 'Seller' });
    await nav.getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('table', { name: 'All orders, newest first' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // The tables scroll inside their own region; the page itself never scrolls sideways.
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBeLessThanOrEqual(0);
    await nav.getByRole('link', { name: 'Product List' }).click();
    await page.getByRole('heading', { name: 'All Products', level: 1 }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    // The screens not in the bar are under More.
    const more = async (link: string) => {
      await nav.getByRole('button', { name: /^More/ }).click();
      await page.getByRole('dialog', { name: 'More' }).getByRole('link', { name: link }).click();
    };
    await more('Price List');
    await page.getByRole('heading', { name: 'Price List', level: 1 }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto(`${sellerUrl}/product-list`);
    await page.getByRole('link', { name: `Edit ${productName}` }).click();
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await more('Add Product');
    await page.getByRole('heading', { name: 'Add Product', level: 1 }).waitFor();

    // The smallest phone: a labelled bar along the bottom that never covers the form's end.
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await overflow()).toBeLessThanOrEqual(0);
    const bar = await nav.boundingBox();
    expect(bar && Math.round(bar.y + bar.height)).toBe(640);
    // The daily screens and More, nothing hidden off-screen to the side.
    for (const label of ['Orders', 'Today', 'Product List']) {
      expect(await nav.getByText(label, { exact: true }).isVisible()).toBe(true);
    }
    expect(await nav.getByRole('button', { name: 'More (now on Add Product)' }).isVisible()).toBe(
      true,
    );
    expect(await nav.getByText('Delivery', { exact: true }).isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const submit = await page
      .getByRole('button', { name: 'Add Product', exact: true })
      .boundingBox();
    expect(bar && submit && submit.y + submit.height).toBeLessThanOrEqual(bar?.y ?? 0);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it("gives a shopper's session no seller screen and no seller call", async () => {
    await registerShopper(shopper, 'not-a-seller');
    const shopPage = await shopper.newPage();
    for (const path of ['/', '/orders', '/seller/product-list']) {
      await shopPage.goto(`${sellerUrl}${path}`);
      await expect.poll(() => visible(shopPage, 'Please sign in as the seller.')).toBe(true);
      expect(await shopPage.getByText('Hi! Admin').count()).toBe(0);
    }
    const orders = await shopper.request.get(`${apiUrl}/api/order/seller`);
    expect(orders.status()).toBe(403);
    const [product] = await demoInStock();
    const stock = await shopper.request.post(`${apiUrl}/api/product/stock`, {
      data: { id: product!._id, inStock: false },
    });
    expect(stock.status()).toBe(403);
    const add = await shopper.request.post(`${apiUrl}/api/product/add`, {
      multipart: {
        productData: JSON.stringify({ name: 'Nope', category: 'Fruits', price: 1, offerPrice: 1 }),
      },
    });
    expect(add.status()).toBe(403);
    await shopPage.close();
  });

  it('says so when logging out fails, and logs out for real once it can', async () => {
    await seller.setOffline(true);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect
      .poll(() =>
        toastShown(page, 'Cannot reach the store right now. Please check your connection.'),
      )
      .toBe(true);
    expect(await visible(page, 'Hi! Admin')).toBe(true);
    expect(await toastShown(page, 'Logged Out')).toBe(false);

    await seller.setOffline(false);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => visible(page, 'Please sign in as the seller.')).toBe(true);
    expect(await toastShown(page, 'Logged Out')).toBe(true);
    const check = await seller.request.get(`${apiUrl}/api/seller/is-auth`);
    expect(check.status()).toBe(200);
    expect(await check.json()).toEqual({ success: false, message: 'Not signed in.' });
  });
});
