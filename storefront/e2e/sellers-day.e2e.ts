import { toPaise } from '@kirana/api/contract/paise';
import { rupeesInWords } from '@kirana/api/contract/rupees-in-words';
import type { Summary } from '@kirana/api/contract/summary';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiPost, launch, openStore, PASSWORD, productId, uniqueEmail } from './support.ts';

interface PlacedOrder {
  _id: string;
  number: string | null;
  amount: number;
}

describe("the seller's day", () => {
  let browser: Browser;
  let seller: BrowserContext;
  const apiUrl = inject('apiUrl');
  const origin = { Origin: inject('sellerUrl') };
  const sellerPost = async (path: string, data: unknown) => {
    const response = await seller.request.post(`${apiUrl}${path}`, { data, headers: origin });
    expect(response.status(), path).toBe(200);
  };
  // Other journeys' orders share this API: the screen is checked against the figures before.
  const summary = async () =>
    (
      (await (await seller.request.get(`${apiUrl}/api/seller/summary`)).json()) as {
        summary: Summary;
      }
    ).summary;

  beforeAll(async () => {
    browser = await launch();
    seller = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await sellerPost('/api/seller/login', inject('testSeller'));
  });
  afterAll(() => browser?.close());

  it('two cash orders, one delivered → Today shows the takings and the cash to collect → a bill prints with the total in words', async () => {
    const before = await summary();
    const { context, page } = await openStore(browser);
    await apiPost(context, '/api/user/register', {
      name: 'Kavya',
      email: uniqueEmail('day'),
      password: PASSWORD,
    });
    await apiPost(context, '/api/address/add', {
      address: {
        firstName: 'Kavya',
        lastName: 'Nair',
        email: 'kavya@example.com',
        street: '3 Temple Street',
        city: 'Kochi',
        state: 'Kerala',
        zipcode: '682001',
        country: 'India',
        phone: '9847012345',
      },
    });
    const { addresses } = (await (
      await context.request.get(`${apiUrl}/api/address/get`)
    ).json()) as { addresses: { _id: string }[] };
    const place = async (name: string, quantity: number) =>
      apiPost(context, '/api/order/cod', {
        items: [{ product: await productId(context, name), quantity }],
        address: addresses[0]!._id,
      });
    await place('Fresh Tomatoes', 3);
    await place('Whole Wheat Bread', 2);
    const { orders } = (await (await context.request.get(`${apiUrl}/api/order/user`)).json()) as {
      orders: PlacedOrder[];
    };
    const [bread, tomatoes] = orders as [PlacedOrder, PlacedOrder];

    // The tomatoes are delivered (cash collected); the bread is on its way.
    for (const status of ['Packed', 'Out for delivery', 'Delivered'])
      await sellerPost('/api/order/status', { orderId: tomatoes._id, status });
    for (const status of ['Packed', 'Out for delivery'])
      await sellerPost('/api/order/status', { orderId: bread._id, status });

    // Taken: the delivered tomatoes' cash; the bread's is still with the delivery boy, booked.
    const takings = toPaise(before.takings) + toPaise(tomatoes.amount);
    const booked = toPaise(before.booked) + toPaise(tomatoes.amount) + toPaise(bread.amount);
    const toCollect = toPaise(before.codToCollect) + toPaise(bread.amount);
    const today = await seller.newPage();
    await today.goto(`${inject('sellerUrl')}/today`);
    const figures = today.getByRole('list', { name: 'Today' });
    await figures
      .getByRole('listitem', { name: 'Takings' })
      .getByText(formatPrice(takings / 100), { exact: true })
      .waitFor();
    await figures
      .getByRole('listitem', { name: 'Booked' })
      .getByText(formatPrice(booked / 100), { exact: true })
      .waitFor();
    await figures
      .getByRole('listitem', { name: 'Cash to collect' })
      .getByText(formatPrice(toCollect / 100), { exact: true })
      .waitFor();
    // Readable on the shopkeeper's phone: nothing scrolls sideways.
    expect(await today.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // Kavya opens the tomatoes' bill from My Orders and prints it.
    await page.goto(`${inject('storefrontUrl')}/my-orders`);
    await page.getByRole('link', { name: `Bill for order ${tomatoes.number}` }).click();
    const bill = page.getByRole('article', { name: 'Bill of Supply' });
    await bill.waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await bill.textContent()).toContain(
      `Amount in words: ${rupeesInWords(toPaise(tomatoes.amount))}`,
    );
    expect(await bill.textContent()).toContain(`Bill No.${tomatoes.number}`);
    await context.close();
  });
});
