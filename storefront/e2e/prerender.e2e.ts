import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { appReady, cartLink, launch, productId } from './support.ts';

const PHONE = { width: 390, height: 844 };

/** Console errors and uncaught exceptions (a hydration mismatch is one) of `page`. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('the prerendered home page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('shows the top bar, banner, categories and highlights without JavaScript', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${inject('storefrontUrl')}/`);
    await page
      .getByRole('heading', { level: 1, name: 'Freshness You Can Trust, Savings You will Love!' })
      .waitFor();
    expect(await page.getByRole('link', { name: 'Kirana home' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Organic veggies' }).getAttribute('href')).toBe(
      '/products/vegetables',
    );
    expect(await page.getByRole('heading', { name: 'Trusted by Thousands' }).count()).toBe(1);
    expect(await page.getByRole('group', { name: 'Best Sellers' }).count()).toBe(1);
    await context.close();
  });

  it('is hydrated, not drawn again, and then shows what only the browser knows', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const setup = await context.newPage();
    await setup.goto(`${inject('storefrontUrl')}/products`);
    const tomatoes = await productId(context, 'Fresh Tomatoes');
    await setup.evaluate(
      (id) => localStorage.setItem('kirana.cart', JSON.stringify({ [id]: 2 })),
      tomatoes,
    );
    await setup.close();

    const page = await context.newPage();
    const errors = collectErrors(page);
    // Remember the prerendered heading before any of the app's code runs.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, { prerenderedHeading: document.querySelector('h1') });
      }),
    );
    await page.goto(`${inject('storefrontUrl')}/`);
    await appReady(page);
    await page.getByRole('list', { name: 'Best Sellers' }).waitFor();
    await cartLink(page, 2).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).waitFor();
    const sameHeading = await page.evaluate(() => {
      const kept = (window as unknown as { prerenderedHeading?: Element }).prerenderedHeading;
      return kept !== undefined && kept === document.querySelector('h1') && kept.isConnected;
    });
    expect(sameHeading).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives another address its own page, not the home page it was served', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${inject('storefrontUrl')}/cart`);
    await page.getByRole('heading', { level: 1, name: /Shopping Cart/ }).waitFor();
    expect(await page.getByRole('heading', { name: /Freshness You Can Trust/ }).count()).toBe(0);
    // The lazy screens still load from here, and the home page renders on the client.
    await page.getByRole('banner').getByRole('link', { name: 'Kirana home' }).click();
    await page.getByRole('list', { name: 'Best Sellers' }).waitFor();
    await page.getByRole('link', { name: 'Fresh Fruits' }).click();
    await page.getByRole('heading', { level: 1, name: 'Fresh Fruits' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
