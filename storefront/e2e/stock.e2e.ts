import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, openStore, productId } from './support.ts';

const PRODUCT = 'Corn Flakes';

async function setStock(context: BrowserContext, inStock: boolean) {
  const api = inject('apiUrl');
  const login = await context.request.post(`${api}/api/seller/login`, {
    data: inject('testSeller'),
  });
  expect(login.ok()).toBe(true);
  const id = await productId(context, PRODUCT);
  const stock = await context.request.post(`${api}/api/product/stock`, {
    data: { id, inStock },
  });
  expect(stock.ok()).toBe(true);
}

describe('an out-of-stock product', () => {
  let browser: Browser;
  let seller: BrowserContext;
  beforeAll(async () => {
    browser = await launch();
    seller = await browser.newContext();
    await setStock(seller, false);
  });
  afterAll(async () => {
    // Other journeys may run after this file against the same API.
    await setStock(seller, true);
    await browser?.close();
  });

  it('is not listed, searched or shown in its category', async () => {
    const { context, page } = await openStore(browser, '/products');
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await cards.first().waitFor();
    const names = await page
      .getByRole('list', { name: 'Products' })
      .getByRole('heading')
      .allTextContents();
    expect(names).not.toContain(PRODUCT);
    expect(names.length).toBeGreaterThan(0);

    await page.goto(`${inject('storefrontUrl')}/products/grains`);
    await page
      .getByRole('list', { name: 'Grains & Cereals' })
      .getByRole('listitem')
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: PRODUCT }).count()).toBe(0);

    await page.goto(`${inject('storefrontUrl')}/products?search=corn`);
    await page.getByText('No products match “corn”.').waitFor();
    await context.close();
  });
});
