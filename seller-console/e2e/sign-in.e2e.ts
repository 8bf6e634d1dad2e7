import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

describe('seller console sign-in in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterAll(() => browser?.close());

  it('treats a visitor as signed out, on any screen', async () => {
    const page = await browser.newPage();
    // The session check answers a visitor 200 `success: false`: no failed request to log.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${inject('sellerUrl')}/orders`);
    await expect.poll(() => page.getByText('Please sign in as the seller.').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('asks for the email and password, then shows the server message for a wrong one', async () => {
    const page = await browser.newPage();
    await page.goto(`${inject('sellerUrl')}/login`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('Email is required').isVisible()).toBe(true);
    expect(await page.getByText('Password is required').isVisible()).toBe(true);

    await page.getByRole('textbox', { name: 'Email' }).fill(inject('testSeller').email);
    await page.getByLabel(/^Password/).fill('definitely-wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('Invalid email or password.').isVisible()).toBe(true);
    await page.close();
  });
});
