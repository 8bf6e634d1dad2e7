import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { audit, listedProducts, signInSeller } from './support.ts';

// Every console screen on a 390 px phone, a 320 px screen (a 1280 px desktop at 400% zoom)
// and a desktop: nothing scrolls sideways (tables scroll in their own region) and axe-core
// finds no WCAG 2.1 A/AA violation.

const sizes = [
  { width: 390, height: 844, axe: true },
  { width: 320, height: 640, axe: false },
  { width: 1440, height: 900, axe: true },
];

const screens: { path: (productId: string) => string; heading: string }[] = [
  { path: () => '/', heading: 'Add Product' },
  { path: () => '/product-list', heading: 'All Products' },
  { path: () => '/product-list?view=archived', heading: 'All Products' },
  { path: (id) => `/products/${id}/edit`, heading: 'Edit Product' },
  { path: () => '/price-list', heading: 'Price List' },
  { path: () => '/orders', heading: 'Orders List' },
  { path: () => '/orders/packing?date=2026-11-27&start=07:00&end=09:00', heading: 'Packing list' },
  { path: () => '/delivery', heading: 'Delivery' },
  { path: () => '/today', heading: 'Today' },
  { path: () => '/shop', heading: 'Shop' },
  { path: () => '/no-such-screen', heading: 'Page not found' },
];

async function check(page: Page, axe: boolean, where: string, problems: string[]) {
  const { overflow, violations } = await audit(page, axe);
  if (overflow > 0) problems.push(`${where} scrolls ${overflow}px sideways`);
  for (const violation of violations) problems.push(`${where} ${violation}`);
}

describe('every console screen at phone, narrow and desktop widths', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterAll(() => browser?.close());

  it.each(sizes)(
    'fits $width px with nothing sideways (axe: $axe)',
    async ({ width, height, axe }) => {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      const problems: string[] = [];
      await page.goto(`${inject('sellerUrl')}/login`);
      await page.getByRole('heading', { level: 1, name: /Login/ }).waitFor();
      await check(page, axe, `${width}px /login`, problems);

      await signInSeller(page);
      const [product] = await listedProducts(context);
      for (const { path, heading } of screens) {
        await page.goto(`${inject('sellerUrl')}${path(product!._id)}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        // Tables and forms fill in after their data arrives.
        await page.waitForLoadState('networkidle');
        await check(page, axe, `${width}px ${path(product!._id)}`, problems);
      }
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
