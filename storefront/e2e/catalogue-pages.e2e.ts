import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, openStore } from './support.ts';

// 30 more breads, so the Bakery category (5 in the demo) spans two pages of 24. They are
// archived again afterwards: the other journeys run against the same API.
const WORD = 'Journeyloaf';
const ADDED = 30;

async function signInSeller(context: BrowserContext) {
  const login = await context.request.post(`${inject('apiUrl')}/api/seller/login`, {
    data: inject('testSeller'),
  });
  expect(login.ok()).toBe(true);
}

async function addBreads(seller: BrowserContext) {
  const rows = Array.from({ length: ADDED }, (_, i) => `${WORD} ${i + 1},Bakery,60,45`);
  const csv = ['name,category,price,offerPrice', ...rows].join('\n');
  const response = await seller.request.post(`${inject('apiUrl')}/api/product/import`, {
    multipart: { file: { name: 'breads.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(response.ok()).toBe(true);
}

async function archiveBreads(seller: BrowserContext) {
  const api = inject('apiUrl');
  const response = await seller.request.get(`${api}/api/product/list?q=${WORD}&limit=60`);
  const { products } = (await response.json()) as { products: { _id: string }[] };
  for (const { _id } of products) {
    await seller.request.post(`${api}/api/product/archive`, { data: { id: _id, archived: true } });
  }
}

const cardNames = (page: Page, list: string) =>
  page.getByRole('list', { name: list }).getByRole('heading').allTextContents();

describe('a category of more than 24 products', () => {
  let browser: Browser;
  let seller: BrowserContext;
  beforeAll(async () => {
    browser = await launch();
    seller = await browser.newContext();
    await signInSeller(seller);
    await addBreads(seller);
  });
  afterAll(async () => {
    await archiveBreads(seller);
    await browser?.close();
  });

  it('shows 24, loads the rest by keyboard, and keeps them on the way back', async () => {
    const { context, page } = await openStore(browser, '/products/bakery');
    const cards = page.getByRole('list', { name: 'Bakery & Breads' }).getByRole('listitem');
    await cards.nth(23).waitFor();
    expect(await cards.count()).toBe(24);
    await page.getByRole('status').filter({ hasText: 'Showing 24 products' }).waitFor();

    const loadMore = page.getByRole('button', { name: 'Load more' });
    await loadMore.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'that is all' }).waitFor();
    const names = await cardNames(page, 'Bakery & Breads');
    expect(names.length).toBeGreaterThanOrEqual(ADDED + 5);
    expect(new Set(names).size).toBe(names.length);
    expect(await loadMore.count()).toBe(0);
    // Focus went to the first product of the new page, where reading carries on.
    const focused = await page.evaluate(() => document.activeElement?.closest('li')?.textContent);
    expect(focused).toContain(names[24]);

    // Open one of the second page, then come back: both pages are still there.
    await page.getByRole('link', { name: names[30]!, exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: names[30]!, exact: true }).waitFor();
    await page.goBack();
    await cards.nth(names.length - 1).waitFor();
    expect(await cards.count()).toBe(names.length);
    await context.close();
  });

  it('searches on the server, and a reload keeps the search', async () => {
    const { context, page } = await openStore(browser, '/');
    await page
      .getByRole('banner')
      .getByRole('searchbox', { name: 'Search products' })
      .fill(`${WORD.toUpperCase()} 1`);
    await page.waitForURL(/\/products\?search=JOURNEYLOAF/);
    // "1" is a word prefix: 1, 10–19 (11 breads).
    const expected = [1, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19].map((n) => `${WORD} ${n}`);
    const list = page.getByRole('list', { name: 'Products' });
    await page.getByRole('status').filter({ hasText: 'Showing 11 products' }).waitFor();
    expect((await cardNames(page, 'Products')).sort()).toEqual(expected.sort());

    await page.reload();
    await list.getByRole('listitem').nth(10).waitFor();
    expect(await page.getByRole('banner').getByRole('searchbox').inputValue()).toBe(
      `${WORD.toUpperCase()} 1`,
    );
    expect((await cardNames(page, 'Products')).sort()).toEqual(expected.sort());
    await context.close();
  });
});
