import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

describe('seller console in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ headless: true, ...inject('chromium') });
  });
  afterAll(() => browser?.close());

  it('treats a visitor as signed out', async () => {
    const page = await browser.newPage();
    await page.goto(inject('sellerUrl'));
    await expect.poll(() => page.getByText('Please sign in as the seller.').isVisible()).toBe(true);
  });
});
