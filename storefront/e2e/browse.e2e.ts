import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openStore } from './support.ts';

describe('browsing the store', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('opens on the home page with categories, five best sellers and the highlights', async () => {
    const { context, page } = await openStore(browser);
    await page
      .getByRole('heading', { level: 1, name: 'Freshness You Can Trust, Savings You will Love!' })
      .waitFor();
    const bestSellers = page.getByRole('list', { name: 'Best Sellers' }).getByRole('listitem');
    await bestSellers.nth(4).waitFor();
    expect(await bestSellers.count()).toBe(5);
    expect(await page.getByRole('link', { name: 'Fresh Fruits' }).getAttribute('href')).toBe(
      '/products/fruits',
    );
    expect(await page.getByRole('heading', { name: 'Fastest Delivery' }).isVisible()).toBe(true);
    const hrefs = await page
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => /seller|5174/i.test(href))).toEqual([]);
    await context.close();
  });

  it('routes case-insensitively and shows a not-found page for unknown paths', async () => {
    const { context, page } = await openStore(browser, '/Cart');
    await page.getByRole('heading', { level: 1, name: /Shopping Cart/ }).waitFor();
    await page.goto(new URL('/seller', page.url()).href);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await context.close();
  });

  it('has a phone menu with the main links', async () => {
    const { context, page } = await openStore(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await nav.getByRole('link', { name: 'All Product' }).click();
    await page.waitForURL(/\/products$/);
    await page.getByRole('heading', { level: 1, name: 'All Products' }).waitFor();
    // Phones open the top bar's search box with its Search button.
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('banner').getByRole('searchbox', { name: 'Search products' }).fill('oats');
    await page.waitForURL(/search=oats/);
    await page.getByRole('link', { name: 'Rolled Oats' }).waitFor();
    await context.close();
  });
});
