import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import type { Agent } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductImage } from '../../../contract/product.ts';
import { productData, signInSeller } from '../../../../test/fixtures.ts';
import {
  HEIC_HEADER,
  hundredMegapixelJpeg,
  phoneJpeg,
  truncated,
} from '../../../../test/photos.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { availableKinds } from '../../../../test/test-databases.ts';

const kinds = await availableKinds();

/** Every file under a folder, relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** `url 160w, url 320w` -> [{ url, width }]. */
const srcsetEntries = (srcset: string) =>
  srcset.split(', ').map((entry) => {
    const [url = '', descriptor = ''] = entry.split(' ');
    return { url, width: Number(descriptor.replace(/w$/, '')) };
  });

/** The mean colour of a horizontal band of the picture (0 = top, 1 = bottom). */
async function bandColour(bytes: Buffer, from: number, to: number) {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  const top = Math.floor(height * from);
  const band = await sharp(bytes)
    .extract({ left: 0, top, width, height: Math.floor(height * to) - top })
    .toBuffer();
  // stats() reads its input, not the pipeline's output: hence the band's own bytes.
  const { channels } = await sharp(band).stats();
  const [r, g, b] = channels.map((c) => c.mean);
  return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
}

describe.each(kinds)('product photos on %s', (kind) => {
  let app: TestApp;
  let seller: Agent;
  let photo: Buffer;
  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
    photo = await phoneJpeg({ width: 1200, height: 900, orientation: 6 });
  });
  afterAll(() => app.close());

  const upload = (name: string, files: Buffer[]) => {
    const req = seller
      .post('/api/product/add')
      .field('productData', JSON.stringify(productData({ name })));
    for (const [i, file] of files.entries()) req.attach('images', file, `photo-${i}.jpg`);
    return req;
  };
  const served = async (url: string) => {
    const res = await app.agent().get(new URL(url).pathname).buffer(true).expect(200);
    return { type: res.headers['content-type'], bytes: res.body as Buffer };
  };
  const storedFiles = () => filesUnder(app.config.uploadDir);

  it('the fixture really carries a GPS position and orientation 6', async () => {
    expect(await exifr.gps(photo)).toMatchObject({ latitude: expect.closeTo(12.97, 2) });
    expect((await sharp(photo).metadata()).orientation).toBe(6);
  });

  it('stores variants turned upright, with no EXIF or GPS in any file, stored or served', async () => {
    const res = await upload('Rotated Photo', [photo]).expect(201);
    const product = res.body.product as Product;
    const [image] = product.images as [ProductImage];
    // 1200x900 sensor pixels shown rotated: 900 wide, 1200 tall.
    expect(image).toMatchObject({ width: 900, height: 1200 });
    expect(product.image).toEqual([image.url]);
    expect(image.url).toMatch(
      /^http:\/\/api\.kirana\.test\/images\/photos\/[0-9a-f-]{36}\/640\.webp$/,
    );
    const entries = srcsetEntries(image.srcset);
    // Never upscaled: the widest variant is the photo's own width.
    expect(entries.map((e) => e.width)).toEqual([160, 320, 480, 640, 800, 900]);

    for (const { url, width } of entries) {
      const { type, bytes } = await served(url);
      expect(type).toBe('image/webp');
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
      // No EXIF chunk, so no GPS (exifr cannot read WebP; sharp reads its EXIF chunk).
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes('EXIF')).toBe(false);
      expect(bytes.includes('kirana-shop-counter')).toBe(false);
      // The sensor's left half (red) is the top once turned upright.
      const top = await bandColour(bytes, 0, 0.4);
      const bottom = await bandColour(bytes, 0.6, 1);
      expect(top.r).toBeGreaterThan(top.b + 100);
      expect(bottom.b).toBeGreaterThan(bottom.r + 100);
    }

    const files = storedFiles();
    // Only processed WebP files: the upload as sent (with its EXIF) is not kept.
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file).toMatch(/^photos\/[0-9a-f-]{36}\/(master|\d+)\.webp$/);
      const bytes = readFileSync(join(app.config.uploadDir, file));
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes('kirana-shop-counter')).toBe(false);
      expect(bytes.includes('EXIF')).toBe(false);
    }
  });

  it('bounds the master at 2048 px and never upscales a small picture', async () => {
    const large = await phoneJpeg({ width: 3000, height: 2000 });
    const small = await phoneJpeg({ width: 300, height: 200 });
    const res = await upload('Large and Small', [large, small]).expect(201);
    const [big, little] = (res.body.product as Product).images as [ProductImage, ProductImage];
    expect(big).toMatchObject({ width: 2048, height: 1365 });
    expect(srcsetEntries(big.srcset).map((e) => e.width)).toEqual([
      160, 320, 480, 640, 800, 960, 1280,
    ]);
    expect(little).toMatchObject({ width: 300, height: 200 });
    expect(srcsetEntries(little.srcset).map((e) => e.width)).toEqual([160, 300]);
    // `image` asks for 640 px; the small photo's widest file answers for it.
    expect((await sharp((await served(little.url)).bytes).metadata()).width).toBe(300);
  });

  it('gives each of four images its variants', async () => {
    const res = await upload('Four Photos', [photo, photo, photo, photo]).expect(201);
    const images = (res.body.product as Product).images;
    expect(images).toHaveLength(4);
    expect(new Set(images.map((i) => i.url)).size).toBe(4);
    for (const image of images) {
      for (const { url } of srcsetEntries(image.srcset)) await served(url);
    }
  });

  it('keeps the first frame of an animated GIF', async () => {
    // Two 40x30 frames, red then blue.
    const frames = await sharp({
      create: { width: 40, height: 60, channels: 3, background: '#e02020', pageHeight: 30 },
    })
      .composite([
        {
          input: { create: { width: 40, height: 30, channels: 3, background: '#2020e0' } },
          top: 30,
          left: 0,
        },
      ])
      .gif()
      .toBuffer();
    expect((await sharp(frames, { animated: true }).metadata()).pages).toBe(2);
    const res = await upload('Animated', [frames]).expect(201);
    const [image] = (res.body.product as Product).images as [ProductImage];
    expect(image).toMatchObject({ width: 40, height: 30 });
    const colour = await bandColour((await served(image.url)).bytes, 0, 1);
    expect(colour.r).toBeGreaterThan(colour.b + 100);
  });

  describe('refusals leave nothing behind', () => {
    const refused = async (name: string, files: Buffer[], message: RegExp) => {
      const before = storedFiles();
      const res = await upload(name, files).expect(400);
      expect(res.body).toEqual({ success: false, message: expect.stringMatching(message) });
      expect(storedFiles()).toEqual(before);
      const list = await app.agent().get('/api/product/list').expect(200);
      expect(list.body.products.map((p: Product) => p.name)).not.toContain(name);
    };

    it('refuses a 100-megapixel picture (a decompression bomb)', async () => {
      await refused('Bomb', [photo, await hundredMegapixelJpeg()], /at most 40 megapixels/);
    });

    it('refuses a truncated JPEG', async () => {
      await refused('Cut Off', [photo, truncated(photo)], /could not be read/);
    });

    it('refuses HEIC with a message naming the formats that work', async () => {
      await refused('iPhone Photo', [HEIC_HEADER], /HEIC.*JPEG, PNG, WebP, GIF or AVIF/);
    });
  });
});
