import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiPost, appReady, audit, launch, PASSWORD, toast, uniqueEmail } from './support.ts';

// A shopper who reads Hindi, on a phone: the switch, a Devanagari search, the cart, a cash
// order and My Orders, every screen in Hindi (issue 30). The demo catalogue carries Hindi
// names (api/src/db/seed/demo-catalogue-hi.ts), so "दूध" finds "टोंड दूध".
const hindiCart = (count: number) => `कार्ट, ${count} सामान`;

describe('shopping in Hindi', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('switch → search दूध → add → order cash on delivery → मेरे ऑर्डर, axe clean', async () => {
    const store = inject('storefrontUrl');
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'en-IN',
      // axe measures contrast mid-animation (a toast sliding in) otherwise.
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    // An account with an address, prepared through the API as this browser.
    await apiPost(context, '/api/user/register', {
      name: 'Sunita',
      email: uniqueEmail('hindi'),
      password: PASSWORD,
    });
    await apiPost(context, '/api/address/add', {
      address: {
        firstName: 'Sunita',
        lastName: 'Verma',
        street: '21 Hazratganj',
        city: 'Lucknow',
        state: 'Uttar Pradesh',
        zipcode: '226001',
        phone: '9415012345',
      },
    });

    // An English browser gets the English page; the switch is in the phone menu.
    await page.goto(store);
    await appReady(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-IN');
    // Exact: a signed-in page also has the "Account menu" button.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await appReady(page);
    // The server answered the reload with the prerendered Hindi page (the cookie decides).
    const cookies = await context.cookies(store);
    expect(cookies.find((cookie) => cookie.name === 'kirana_lang')?.value).toBe('hi');
    await page.getByRole('heading', { name: 'सबसे ज़्यादा बिकने वाले' }).waitFor();
    expect(await page.title()).toContain('ताज़ा');
    // The shop's categories in Hindi too (category_translations).
    await page
      .getByRole('link', { name: /सब्ज़ियाँ/ })
      .first()
      .waitFor();
    expect((await audit(page, true)).violations).toEqual([]);

    await page.getByRole('button', { name: 'खोजें' }).click();
    await page.getByRole('searchbox', { name: 'प्रोडक्ट खोजें' }).fill('दूध');
    await page.waitForURL(/\/products\?search=/);
    await page.getByRole('link', { name: 'टोंड दूध' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'टोंड दूध' }).waitFor();
    // Prices in Hindi carry the rupee sign, with Indian grouping.
    expect(await page.getByRole('main').textContent()).toMatch(/₹\d/);
    await page.getByRole('button', { name: 'कार्ट में डालें' }).click();
    await toast(page, 'कार्ट में डाला गया');
    expect((await audit(page, true)).violations).toEqual([]);

    await page
      .getByRole('banner')
      .getByRole('link', { name: hindiCart(1) })
      .click();
    await page.waitForURL(`${store}/cart`);
    const address = page.getByRole('combobox', { name: 'डिलीवरी का पता' });
    await address.waitFor();
    expect(await address.textContent()).toContain('21 Hazratganj');
    expect(await page.getByRole('combobox', { name: 'भुगतान का तरीका' }).textContent()).toContain(
      'कैश ऑन डिलीवरी',
    );
    expect((await audit(page, true)).violations).toEqual([]);
    await page.getByRole('button', { name: 'ऑर्डर करें' }).click();

    await page.waitForURL(`${store}/my-orders`);
    await page.getByRole('heading', { level: 1, name: 'मेरे ऑर्डर' }).waitFor();
    const order = page.getByRole('article', { name: /^ऑर्डर KR-\d+/ }).first();
    await order.waitFor();
    expect(await order.textContent()).toContain('टोंड दूध');
    expect(await order.getByText('डिलीवरी पर भुगतान', { exact: true }).isVisible()).toBe(true);
    expect(await order.textContent()).toMatch(/कुल रकम: ₹\d/);
    expect((await audit(page, true)).violations).toEqual([]);
    await context.close();
  });

  /**
   * The prerendered home page asks for its web fonts only once its banner, the largest paint,
   * is on screen (vite-plugins/prerender-home.ts), and then shows them.
   */
  async function expectFontsAfterBanner(page: Page) {
    const { banner, fonts, marked } = await page.evaluate(async () => {
      const paints = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      );
      const largest = paints.at(-1) as (PerformanceEntry & { element?: Element }) | undefined;
      return {
        banner: {
          at: largest?.startTime ?? Infinity,
          isBanner: largest?.element?.matches('[aria-labelledby="home-banner-title"] img'),
        },
        fonts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.woff2'))
          .map((entry) => entry.startTime),
        marked: document.documentElement.hasAttribute('data-fonts'),
      };
    });
    expect(banner.isBanner).toBe(true);
    expect(fonts.length).toBeGreaterThan(0);
    for (const start of fonts) expect(start).toBeGreaterThanOrEqual(banner.at);
    expect(marked).toBe(false);
  }

  it('a browser asking for Hindi gets the Hindi page first, English pages load no Devanagari font, and fonts wait for the banner', async () => {
    const store = inject('storefrontUrl');
    const fonts: string[] = [];
    const hindi = await browser.newContext({ locale: 'hi-IN' });
    const page = await hindi.newPage();
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    const response = await page.goto(store);
    // The first paint is Hindi: the HTML itself, before any script ran.
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<html lang="hi"[ >]/);
    expect(html).toContain('सबसे ज़्यादा बिकने वाले');
    expect(response?.headers()['vary']).toMatch(/Accept-Language/);
    await appReady(page);
    await page.getByRole('heading', { name: 'सबसे ज़्यादा बिकने वाले' }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.some((url) => url.includes('devanagari'))).toBe(true);
    await expectFontsAfterBanner(page);
    await hindi.close();

    const english = await browser.newContext({ locale: 'en-IN' });
    const englishPage = await english.newPage();
    const englishFonts: string[] = [];
    englishPage.on('request', (request) => {
      if (request.resourceType() === 'font') englishFonts.push(request.url());
    });
    await englishPage.goto(store);
    await appReady(englishPage);
    await englishPage.getByRole('heading', { name: 'Best Sellers' }).waitFor();
    await englishPage.evaluate(() => document.fonts.ready);
    expect(englishFonts.length).toBeGreaterThan(0);
    expect(englishFonts.filter((url) => url.includes('devanagari'))).toEqual([]);
    await expectFontsAfterBanner(englishPage);
    await english.close();
  });
});
