import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

describe('storefront in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ headless: true, ...inject('chromium') });
  });
  afterAll(() => browser?.close());

  it('shows the demo catalogue from the API', async () => {
    const page = await browser.newPage();
    await page.goto(inject('storefrontUrl'));
    const products = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect.poll(() => products.count()).toBe(35);
    expect(await page.getByText('Fresh Tomatoes').isVisible()).toBe(true);
  });
});
