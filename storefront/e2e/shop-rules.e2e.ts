import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiPost, launch, openStore, PASSWORD, toast, uniqueEmail } from './support.ts';

interface PlacedOrder {
  _id: string;
  number: string | null;
  amount: number;
  tax: number;
  items: { product: { name: string }; quantity: number }[];
}

/** The emails the journeys' API has written so far, as raw text. */
async function mails(): Promise<string[]> {
  const dir = inject('mailOutboxDir');
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
}

// Quoted-printable soft line breaks and escapes, so a sentence can be looked for as written.
const plain = (mail: string) =>
  mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('the shop’s own rules', () => {
  let browser: Browser;
  let seller: BrowserContext;
  const apiUrl = inject('apiUrl');
  const sellerUrl = inject('sellerUrl');
  const origin = { Origin: sellerUrl };
  const sellerPost = async (path: string, data: unknown) => {
    const response = await seller.request.post(`${apiUrl}${path}`, { data, headers: origin });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const category = `Household ${Date.now() % 100000}`;
  const added: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    seller = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await sellerPost('/api/seller/login', inject('testSeller'));
  });
  // The other journeys expect the spec's shop: 2% added, the seven categories.
  afterAll(async () => {
    await seller?.request.post(`${apiUrl}/api/shop`, {
      data: { taxMode: 'added' },
      headers: origin,
    });
    for (const id of added)
      await seller?.request.post(`${apiUrl}/api/product/archive`, {
        data: { id, archived: true },
        headers: origin,
      });
    await browser?.close();
  });

  it('a new category and its tile → bought at GST-inclusive prices, paid online → a line removed before packing, with the email and the refund', async () => {
    // The shopkeeper adds the category on the console's Categories screen.
    const console = await seller.newPage();
    await console.goto(`${sellerUrl}/categories`);
    await console.getByRole('button', { name: 'Add category' }).click();
    await console.getByRole('textbox', { name: 'Name', exact: true }).fill(category);
    await console.getByRole('button', { name: 'Save category' }).click();
    await toast(console, `${category} added`);
    await console.getByText(category, { exact: true }).first().waitFor();

    // Its products, with the GST on their packs; the shop's prices now include GST.
    for (const [name, offerPrice, gstRate, hsn] of [
      ['Surf Excel 1 kg', 140, 18, '3402'],
      ['Agarbatti pack', 60, 5, '3307'],
    ] as const) {
      const response = await seller.request.post(`${apiUrl}/api/product/add`, {
        headers: origin,
        multipart: {
          productData: JSON.stringify({
            name,
            category,
            price: offerPrice + 10,
            offerPrice,
            gstRate,
            hsn,
            stock: 20,
          }),
        },
      });
      const body = (await response.json()) as { product: { _id: string }; message?: string };
      expect(response.status(), body.message).toBe(201);
      added.push(body.product._id);
    }
    await sellerPost('/api/shop', { taxMode: 'included' });

    // Anita finds the new tile on the home page and buys from it.
    const { context, page } = await openStore(browser);
    const store = inject('storefrontUrl');
    await apiPost(context, '/api/user/register', {
      name: 'Anita',
      email: uniqueEmail('rules'),
      password: PASSWORD,
    });
    await apiPost(context, '/api/address/add', {
      address: {
        firstName: 'Anita',
        lastName: 'Desai',
        email: 'anita@example.com',
        street: '9 Linking Road',
        city: 'Mumbai',
        state: 'Maharashtra',
        zipcode: '400050',
        country: 'India',
        phone: '9820012345',
      },
    });
    await page.reload();
    await page.getByRole('link', { name: category }).first().click();
    await page.getByRole('heading', { name: category }).first().waitFor();
    await page.getByRole('link', { name: 'Surf Excel 1 kg' }).first().click();
    await page.getByText('Inclusive of all taxes').waitFor();
    await apiPost(context, '/api/cart/update', {
      cartItems: { [added[0]!]: 2, [added[1]!]: 1 },
    });
    await page.goto(`${store}/cart`);
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await summary.getByText('Prices include GST').waitFor();
    // 2 × Rs.140 + Rs.60, nothing added.
    expect(await summary.textContent()).toContain('Total Amount:Rs.340.00');
    expect(await summary.textContent()).not.toContain('Tax (2%)');
    await summary.getByRole('combobox', { name: 'Payment Method' }).click();
    await page.getByRole('option', { name: 'Online' }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).first().click();
    await page.waitForURL(/\/api\/payments\/test\//);
    await page.getByRole('button', { name: 'Pay Rs.340.00' }).click();
    await page.waitForURL(`${store}/my-orders`, { timeout: 15_000 });
    const { orders } = (await (await context.request.get(`${apiUrl}/api/order/user`)).json()) as {
      orders: PlacedOrder[];
    };
    const order = orders[0]!;
    expect(order).toMatchObject({ amount: 340, tax: 0 });

    // The agarbatti ran out: the shopkeeper takes it off the order before packing.
    await console.goto(`${sellerUrl}/orders`);
    await console.getByRole('button', { name: `Details of order ${order.number}` }).click();
    const details = console.getByRole('dialog', { name: `Order ${order.number}` });
    await details.getByRole('button', { name: 'Edit order' }).click();
    const edit = console.getByRole('dialog', { name: /Edit order/ });
    await edit.getByRole('button', { name: 'Remove Agarbatti pack' }).click();
    await edit.getByRole('textbox', { name: 'Reason' }).fill('out of stock');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await toast(console, 'Order updated');

    // Anita's order is Rs.280.00 now, Rs.60.00 went back to her, and she was told why.
    const after = (await (
      await context.request.get(`${apiUrl}/api/order/${order._id}`)
    ).json()) as { order: PlacedOrder };
    expect(after.order).toMatchObject({ amount: 280, tax: 0 });
    expect(after.order.items.map((i) => i.product.name)).toEqual(['Surf Excel 1 kg']);
    await expect
      .poll(async () => (await mails()).map(plain).find((m) => m.includes('out of stock')), {
        timeout: 15_000,
      })
      .toMatch(/Agarbatti pack[\s\S]*Rs\.60\.00/);
    await page.goto(`${store}/my-orders`);
    const card = page.getByRole('article', { name: new RegExp(`^Order ${order.number} placed`) });
    await card.getByText('Rs.280.00').first().waitFor();
    await card.getByText('Changed by the shop: Agarbatti pack removed (out of stock)').waitFor();
    await context.close();
  });
});
