import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The workspace's test API starter, app server and Razorpay fake (scripts, not app code).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { freePort, startApiForTests } from '../../tools/api-test-server.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startApp } from '../../tools/e2e/start-app.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { razorpayEnv, startFakeRazorpay } from '../../tools/fake-razorpay.mjs';
import { launch, PASSWORD, uniqueEmail } from './support.ts';

// A shop set up with PAYMENT_PROVIDER=razorpay: its own API and storefront, and a local fake
// of Razorpay whose hosted page pays by sending the signed webhook, as Razorpay does.
describe('online payment through Razorpay', () => {
  let browser: Browser;
  const stops: (() => Promise<unknown>)[] = [];
  let apiUrl = '';
  let shopUrl = '';
  beforeAll(async () => {
    const fake = await startFakeRazorpay({ hostedPages: true });
    stops.push(fake.close);
    const port = await freePort();
    shopUrl = `http://127.0.0.1:${port}`;
    const api = await startApiForTests({ ...razorpayEnv(fake.url), STOREFRONT_ORIGIN: shopUrl });
    stops.push(api.stop);
    apiUrl = api.url;
    fake.webhookUrl = `${api.url}/api/razorpay/webhook`;
    const shop = await startApp('storefront', { apiUrl: api.url, port });
    stops.push(shop.close);
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    for (const stop of stops.reverse()) await stop();
  });

  async function post(context: BrowserContext, path: string, data: unknown) {
    const response = await context.request.post(`${apiUrl}${path}`, { data });
    expect(response.ok()).toBe(true);
  }

  it('checkout → Razorpay’s page → webhook → My Orders shows Paid', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await post(context, '/api/user/register', {
      name: 'Meera',
      email: uniqueEmail('razorpay'),
      password: PASSWORD,
    });
    await post(context, '/api/address/add', {
      address: {
        firstName: 'Meera',
        lastName: 'Iyer',
        email: 'meera@example.com',
        street: '7 Anna Salai',
        city: 'Chennai',
        state: 'Tamil Nadu',
        zipcode: '600002',
        country: 'India',
        phone: '9840012345',
      },
    });
    const list = await context.request.get(`${apiUrl}/api/product/list?q=mangoes&limit=1`);
    const [mangoes] = ((await list.json()) as { products: { _id: string }[] }).products;
    await post(context, '/api/cart/update', { cartItems: { [mangoes!._id]: 1 } });

    await page.goto(`${shopUrl}/cart`);
    await page.getByRole('combobox', { name: 'Delivery Address' }).waitFor();
    await page.getByRole('combobox', { name: 'Payment Method' }).click();
    await page.getByRole('option', { name: 'Online (UPI, cards, netbanking)' }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

    // Razorpay's hosted page (the fake's), for exactly the order's amount.
    await page.getByRole('heading', { name: 'Pay Rs.457.98' }).waitFor();
    await page.getByRole('button', { name: 'Pay with UPI' }).click();

    await page.waitForURL(/\/loader\?next=my-orders&order=/);
    await page.getByText(/^Payment received: Rs\.457\.98 for order KR-\d+\.$/).waitFor();
    await page.waitForURL(`${shopUrl}/my-orders`, { timeout: 10_000 });
    const order = page.getByRole('article', { name: /^Order KR-\d+ placed/ }).first();
    await order.waitFor();
    expect(await order.getByText('Paid', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });
});
