import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  inStockProducts,
  placeCodOrder,
  registerShopper,
  signInSeller,
  toastShown,
} from './support.ts';

describe('an order from placing to delivery or cancellation, in Chromium', () => {
  let browser: Browser;
  let seller: BrowserContext;
  let shopper: BrowserContext;
  let page: Page;
  const apiUrl = inject('apiUrl');

  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
    seller = await browser.newContext();
    shopper = await browser.newContext();
    page = await seller.newPage();
  });
  afterAll(() => browser?.close());

  it("shows a shopper's cash-on-delivery order with the address in Orders", async () => {
    const email = await registerShopper(shopper, 'journey');
    const { product: item } = await placeCodOrder(
      shopper,
      {
        firstName: 'Kavya',
        lastName: 'Rao',
        email,
        street: '21 Temple Street',
        city: 'Mysuru',
        state: 'Karnataka',
        zipcode: '570001',
        phone: '+91 90000 12345',
      },
      2,
    );

    await signInSeller(page);
    await page.getByRole('link', { name: 'Orders' }).click();
    const row = page.getByRole('row').filter({ hasText: '21 Temple Street' });
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain(`${item.name} × 2`);
    expect(text).toContain('Kavya Rao');
    expect(text).toContain('Mysuru, Karnataka 570001');
    expect(text).toContain('Cash on Delivery');
    expect(text).toContain('Pending');
  });

  it('on a phone, opens on Orders with an order in view and the daily screens in the bar', async () => {
    const phone = await browser.newContext({ viewport: { width: 360, height: 640 } });
    const screen = await phone.newPage();
    await signInSeller(screen);
    await screen.getByRole('heading', { name: 'Orders List', level: 1 }).waitFor();
    const nav = screen.getByRole('navigation', { name: 'Seller' });
    for (const label of ['Orders', 'Today', 'Product List'])
      expect(await nav.getByRole('link', { name: label }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Add Product' }).isVisible()).toBe(false);
    // Export and filters are folded away: the newest order starts above the bottom bar.
    expect(
      await screen
        .getByRole('button', { name: 'Export and filters' })
        .getAttribute('aria-expanded'),
    ).toBe('false');
    const first = screen
      .getByRole('table', { name: /orders/i })
      .first()
      .getByRole('row')
      .nth(1);
    await first.waitFor();
    const [row, bar] = await Promise.all([first.boundingBox(), nav.boundingBox()]);
    expect(row && bar && row.y).toBeLessThan(bar?.y ?? 0);
    // The other screens are one tap away, under More.
    await nav.getByRole('button', { name: 'More' }).click();
    await screen
      .getByRole('dialog', { name: 'More' })
      .getByRole('link', { name: 'Price List' })
      .click();
    await screen.getByRole('heading', { name: 'Price List', level: 1 }).waitFor();
    expect(await nav.getByRole('button', { name: /More \(now on Price List\)/ }).isVisible()).toBe(
      true,
    );
    await phone.close();
  });

  it('packs and delivers that order, and the shopper sees it Delivered', async () => {
    const row = page.getByRole('row').filter({ hasText: '21 Temple Street' });
    const number = /KR-\d+/.exec((await row.textContent()) ?? '')![0];
    for (const [label, status] of [
      ['Mark packed', 'Packed'],
      ['Send out for delivery', 'Out for delivery'],
      ['Mark delivered', 'Delivered'],
    ] as const) {
      await row.getByRole('button', { name: `${label}: order ${number}` }).click();
      await expect.poll(() => toastShown(page, `Order ${number}: ${status}`)).toBe(true);
    }
    expect(await row.textContent()).toContain('Paid');

    const shop = await shopper.newPage();
    await shop.goto(`${inject('storefrontUrl')}/my-orders`);
    const card = shop.getByRole('article', { name: new RegExp(`^Order ${number} placed`) });
    await card.getByText('Status: Delivered').waitFor();
    expect(await card.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    await shop.close();
  });

  it('lets the shopper cancel another order before it is packed', async () => {
    const addresses = (await (await shopper.request.get(`${apiUrl}/api/address/get`)).json()) as {
      addresses: { _id: string }[];
    };
    const [item] = await inStockProducts(shopper);
    const placed = await shopper.request.post(`${apiUrl}/api/order/cod`, {
      data: { items: [{ product: item!._id, quantity: 1 }], address: addresses.addresses[0]!._id },
    });
    expect(placed.status()).toBe(201);
    const { orderId } = (await placed.json()) as { orderId: string };
    const mine = (await (await shopper.request.get(`${apiUrl}/api/order/user`)).json()) as {
      orders: { _id: string; number: string }[];
    };
    const number = mine.orders.find((o) => o._id === orderId)!.number;
    const shop = await shopper.newPage();
    await shop.goto(`${inject('storefrontUrl')}/my-orders`);
    const card = shop.getByRole('article', { name: new RegExp(`^Order ${number} placed`) });
    await card.getByRole('button', { name: 'Cancel order' }).click();
    await shop.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
    await expect.poll(() => card.getByText('Status: Cancelled').isVisible()).toBe(true);
    await shop.close();

    await page.reload();
    const row = page
      .getByRole('row')
      .filter({ hasText: /Cancelled/ })
      .first();
    await row.waitFor();
  });
});
