import type { Product } from '@kirana/api/contract/product';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch } from './support.ts';

// A seller's real photo, processed by the API into WebP files of fixed widths, must reach a
// phone as the file for the width it is drawn at: a product card on a 412 px phone at
// DPR 2.6 draws it ~140 px wide, so ~370 device pixels, and a 960 or 1280 px file would be
// wasted on the shopper's data plan.

const PHONE = { width: 412, height: 823 };
const DPR = 2.6;
/** A phone's screen in Chromium: its size, pixel density, and touch. */
const PHONE_CONTEXT = { viewport: PHONE, deviceScaleFactor: DPR, isMobile: true, hasTouch: true };
const VARIANT = /\/images\/photos\/[^/]+\/(\d+)\.webp$/;

/** A 2400 x 1800 JPEG, as a phone camera's photo resized by nobody. */
function cameraPhoto(): Promise<Buffer> {
  const stripes = Array.from(
    { length: 12 },
    (_, i) => `<rect x="${i * 200}" width="200" height="1800" fill="hsl(${i * 30} 70% 55%)"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1800">${stripes}<circle cx="1200" cy="900" r="600" fill="#e0474c"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * The file the browser chose for `img` (from `currentSrc`), once it has loaded, and how
 * wide the picture is drawn in CSS pixels: `object-contain` in the img's box.
 */
async function chosenFile(page: Page, name: string) {
  const image = page.getByRole('img', { name, exact: true }).first();
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const shown = await image.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    const ratio = Number(img.getAttribute('width')) / Number(img.getAttribute('height'));
    return {
      currentSrc: img.currentSrc,
      drawnWidth: Math.min(box.width, box.height * ratio),
      fetchPriority: img.getAttribute('fetchpriority'),
    };
  });
  const file = VARIANT.exec(shown.currentSrc);
  if (!file) throw new Error(`Not a processed variant: ${shown.currentSrc}`);
  return { ...shown, fileWidth: Number(file[1]) };
}

describe('real product photos on a phone', () => {
  let browser: Browser;
  let seller: BrowserContext;
  let product: Product;
  const apiUrl = inject('apiUrl');
  const origin = { Origin: inject('sellerUrl') };

  beforeAll(async () => {
    browser = await launch();
    seller = await browser.newContext();
    const login = await seller.request.post(`${apiUrl}/api/seller/login`, {
      data: inject('testSeller'),
      headers: origin,
    });
    expect(login.status()).toBe(200);
    const added = await seller.request.post(`${apiUrl}/api/product/add`, {
      headers: origin,
      multipart: {
        productData: JSON.stringify({
          name: `Orchard Apples ${Date.now()}`,
          category: 'Fruits',
          price: 180,
          offerPrice: 160,
          description: ['Photographed, not drawn'],
        }),
        images: { name: 'apples.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto() },
      },
    });
    const body = (await added.json()) as { product: Product; message?: string };
    expect(added.status(), body.message).toBe(201);
    product = body.product;
  });
  afterAll(async () => {
    // Other journeys may run after this file against the same API: off the shelves again.
    await seller?.request.post(`${apiUrl}/api/product/archive`, {
      data: { id: product?._id, archived: true },
      headers: origin,
    });
    await browser?.close();
  });

  it('is stored as WebP files of several widths, never upscaled', () => {
    const [picture] = product.images;
    // The size of the stored master: the photo's shape, at most the upload's size.
    expect(picture!.width! * 3).toBe(picture!.height! * 4);
    expect(picture!.width).toBeGreaterThanOrEqual(1280);
    expect(picture!.width).toBeLessThanOrEqual(2400);
    expect(picture!.url).toMatch(/\/640\.webp$/);
    expect(product.image[0]).toBe(picture!.url);
    for (const width of [160, 320, 480, 640, 800, 960, 1280]) {
      expect(picture!.srcset).toContain(`/${width}.webp ${width}w`);
    }
  });

  it('loads a product card the file for its drawn width, not the largest', async () => {
    const context = await browser.newContext(PHONE_CONTEXT);
    const page = await context.newPage();
    const fetched: number[] = [];
    page.on('request', (request) => {
      const file = VARIANT.exec(request.url());
      if (file && request.url().includes(product.images[0]!.url.replace(/\d+\.webp$/, '')))
        fetched.push(Number(file[1]));
    });
    // All products, newest first, so the one just added leads; the home page's Best Sellers
    // rank by sales and draw the same cards.
    await page.goto(`${inject('storefrontUrl')}/products`);
    const card = page
      .getByRole('list', { name: 'Products' })
      .getByRole('article', { name: product.name });
    await card.waitFor();

    const shown = await chosenFile(page, product.name);
    const devicePixels = shown.drawnWidth * DPR;
    expect(shown.drawnWidth).toBeGreaterThan(100);
    expect(shown.fileWidth).toBeGreaterThanOrEqual(shown.drawnWidth);
    expect(shown.fileWidth).toBeLessThanOrEqual(2 * devicePixels);
    // 142 px at DPR 2.6 is ~370 device pixels: the 480 file (320 would do at a lower DPR).
    expect([320, 480]).toContain(shown.fileWidth);
    // Only that file went over the network: no 640 `src` first, no 1280.
    expect(fetched).toEqual([shown.fileWidth]);
    await context.close();
  });

  it('fetches the product page’s main picture first, sized for the screen', async () => {
    const context = await browser.newContext(PHONE_CONTEXT);
    const page = await context.newPage();
    await page.goto(`${inject('storefrontUrl')}/products/fruits/${product._id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    const shown = await chosenFile(page, product.name);
    expect(shown.fetchPriority).toBe('high');
    expect(shown.fileWidth).toBeGreaterThanOrEqual(shown.drawnWidth * 2);
    expect(shown.fileWidth).toBeLessThanOrEqual(2 * shown.drawnWidth * DPR);
    await context.close();
  });
});
