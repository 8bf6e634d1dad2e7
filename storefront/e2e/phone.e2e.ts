import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiPost, audit, launch, PASSWORD, productId, toast, uniqueEmail } from './support.ts';

// The shop on a 390 px phone, a 320 px screen (a 1280 px desktop at 400% zoom) and a
// desktop: nothing scrolls sideways, axe finds nothing, the cart stays in reach.

const PHONE = { width: 390, height: 844 };
const NARROW = { width: 320, height: 640 };
const DESKTOP = { width: 1440, height: 900 };

/** Every customer page, with what shows once it has loaded. */
const pages: { path: () => string; ready: (page: Page) => Promise<void> }[] = [];

function heading(name: string | RegExp) {
  return (page: Page) => page.getByRole('heading', { level: 1, name }).first().waitFor();
}

async function newShopper(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE });
  await apiPost(context, '/api/user/register', {
    name: 'Lakshmi',
    email: uniqueEmail('phone'),
    password: PASSWORD,
  });
  const { address } = (await apiPost(context, '/api/address/add', {
    address: {
      firstName: 'Lakshmi',
      lastName: 'Venkataraman-Subramanian',
      email: 'lakshmi.venkataraman@example.com',
      street: 'Flat 12B, Sri Lakshmi Narasimha Residency, 4th Cross, Malleswaram',
      landmark: 'Opposite the Ganesha temple',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipcode: '560003',
      country: 'India',
      phone: '+91 98450 12345',
    },
  })) as { address: { _id: string } };
  const noodles = await productId(context, 'Masala Instant Noodles');
  const paneer = await productId(context, 'Fresh Paneer');
  await apiPost(context, '/api/cart/update', { cartItems: { [noodles]: 1 } });
  await apiPost(context, '/api/order/cod', {
    items: [{ product: noodles, quantity: 1 }],
    address: address._id,
    paymentType: 'COD',
  });
  await apiPost(context, '/api/cart/update', { cartItems: { [noodles]: 3, [paneer]: 1 } });
  return { state: await context.storageState(), close: () => context.close(), paneer };
}

describe('on a phone, a narrow screen and a desktop', () => {
  let browser: Browser;
  let shopper: Awaited<ReturnType<typeof newShopper>>;
  beforeAll(async () => {
    browser = await launch();
    shopper = await newShopper(browser);
    pages.push(
      {
        path: () => '/',
        ready: (page) => page.getByRole('list', { name: 'Best Sellers' }).waitFor(),
      },
      {
        path: () => '/products',
        ready: (page) => page.getByRole('article').first().waitFor(),
      },
      {
        path: () => '/products/instant',
        ready: (page) =>
          page.getByRole('link', { name: 'Masala Instant Noodles' }).first().waitFor(),
      },
      { path: () => `/products/dairy/${shopper.paneer}`, ready: heading('Fresh Paneer') },
      {
        path: () => '/cart',
        ready: (page) => page.getByRole('combobox', { name: 'Delivery Address' }).waitFor(),
      },
      { path: () => '/add-address', ready: heading(/Add Shipping Address/) },
      {
        path: () => '/my-orders',
        ready: (page) =>
          page
            .getByRole('article', { name: /^Order KR-/ })
            .first()
            .waitFor(),
      },
      {
        path: () => '/pages/delivery',
        ready: (page) => page.getByRole('main').getByRole('list').waitFor(),
      },
      {
        path: () => '/unsubscribe?token=x.y',
        ready: (page) => page.getByText('This unsubscribe link is not valid.').waitFor(),
      },
      { path: () => '/no-such-page', ready: heading('Page not found') },
    );
  });
  afterAll(async () => {
    await shopper?.close();
    await browser?.close();
  });

  async function visitEveryPage(viewport: { width: number; height: number }, checkAxe: boolean) {
    const context = await browser.newContext({ viewport, storageState: shopper.state });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const { path, ready } of pages) {
      await page.goto(`${inject('storefrontUrl')}${path()}`);
      await ready(page);
      const { overflow, violations } = await audit(page, checkAxe);
      if (overflow > 0) problems.push(`${path()} scrolls ${overflow}px sideways`);
      for (const violation of violations) problems.push(`${path()} ${violation}`);
    }
    await context.close();
    return problems;
  }

  it('fits 390 px with nothing sideways and axe clean on every page', async () => {
    expect(await visitEveryPage(PHONE, true)).toEqual([]);
  });

  it('fits 320 px (a desktop at 400% zoom) on every page', async () => {
    expect(await visitEveryPage(NARROW, false)).toEqual([]);
  });

  it('is axe clean on every page of a desktop', async () => {
    expect(await visitEveryPage(DESKTOP, true)).toEqual([]);
  });

  it('keeps the cart in reach after adding three products and scrolling', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${inject('storefrontUrl')}/products`);
    const add = page.getByRole('button', { name: /^Add .+ to cart$/ });
    for (let i = 0; i < 3; i += 1) await add.first().click();
    // One toast for the three, with its count; it sits below the top bar.
    await toast(page, 'Added to Cart');
    const toastBox = await page.getByRole('region', { name: /Notifications/ }).boundingBox();
    const barBox = await page.getByRole('banner').boundingBox();
    expect(toastBox!.y).toBeGreaterThanOrEqual(barBox!.y + barBox!.height - 1);
    expect(await page.getByText('×3').isVisible()).toBe(true);

    await page.mouse.wheel(0, 2500);
    await page.waitForFunction(() => window.scrollY > 1500);
    const bar = page.getByRole('link', { name: /^3 items · Rs\.[\d.]+ View cart$/ });
    expect(await bar.isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Cart, 3 items' }).isVisible()).toBe(true);
    await bar.click();
    await page.waitForURL(/\/cart$/);
    await page.getByRole('heading', { level: 1, name: /Shopping Cart/ }).waitFor();
    await context.close();
  });

  it('shows the whole chosen delivery address and lines up long cart rows', async () => {
    const context = await browser.newContext({ viewport: PHONE, storageState: shopper.state });
    const page = await context.newPage();
    await page.goto(`${inject('storefrontUrl')}/cart`);
    const address = page.getByRole('combobox', { name: 'Delivery Address' });
    await address.waitFor();
    // Name, street, PIN code and phone: enough to tell one's addresses apart.
    expect(await address.textContent()).toContain(
      'Lakshmi Venkataraman-Subramanian, Flat 12B, Sri Lakshmi Narasimha Residency, 4th Cross, Malleswaram, 560003, +91 98450 12345',
    );
    const cut = await address.evaluate(
      (el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
    );
    expect(cut).toBe(false);
    // Both lines' "Remove item" buttons start at the same x, whatever the name's length.
    const removes = page.getByRole('button', { name: /^Remove item / });
    const [first, second] = await Promise.all([
      removes.nth(0).boundingBox(),
      removes.nth(1).boundingBox(),
    ]);
    expect(first!.x + first!.width).toBeLessThanOrEqual(PHONE.width);
    expect(Math.abs(first!.x - second!.x)).toBeLessThanOrEqual(1);
    await context.close();
  });

  it('reaches the search box by keyboard from the home page', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${inject('storefrontUrl')}/`);
    await page.getByRole('list', { name: 'Best Sellers' }).waitFor();
    const search = page.getByRole('button', { name: 'Search', exact: true });
    for (
      let i = 0;
      i < 10 && !(await search.evaluate((el) => el === document.activeElement));
      i += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('paneer');
    await page.waitForURL(/\/products\?search=paneer$/);
    await page.getByRole('link', { name: 'Fresh Paneer' }).first().waitFor();
    await context.close();
  });

  it('keeps Add to Cart in reach on a product page, and never says "inclusive of all taxes"', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${inject('storefrontUrl')}/products/dairy/${shopper.paneer}`);
    await heading('Fresh Paneer')(page);
    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    const box = await addToCart.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    expect(await page.getByText(/inclusive of all taxes/i).count()).toBe(0);
    expect(await page.getByText('Plus 2% tax, added at checkout').isVisible()).toBe(true);
    await addToCart.click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await page
      .getByRole('complementary', { name: 'Order Summary' })
      .getByText('Tax (2%)')
      .waitFor();
    expect(await page.getByText(/inclusive of all taxes/i).count()).toBe(0);
    await context.close();
  });

  it('gives focus back to Login after Escape, and a visitor’s page load logs no error', async () => {
    const context: BrowserContext = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${inject('storefrontUrl')}/`);
    await page.getByRole('list', { name: 'Best Sellers' }).waitFor();
    const login = page.getByRole('banner').getByRole('button', { name: 'Login' });
    await login.click();
    await page.getByRole('dialog', { name: 'User Login' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await login.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
