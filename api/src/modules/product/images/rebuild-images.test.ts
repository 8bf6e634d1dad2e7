import { execFile } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { Agent } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/order.ts';
import type { Product } from '../../../contract/product.ts';
import { newId } from '../../../lib/ids.ts';
import { apiRoot } from '../../../paths.ts';
import { addProduct, shopperWithAddress, signInSeller } from '../../../../test/fixtures.ts';
import { phoneJpeg } from '../../../../test/photos.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { availableKinds } from '../../../../test/test-databases.ts';
import { createImageProcessor } from '../../../images/image-processor.ts';
import { createImageStore } from '../../../images/image-store.ts';
import { createOrderPictures } from '../../order/order-pictures.service.ts';
import { rebuildImages } from './rebuild-images.ts';

const kinds = await availableKinds();

/** Every stored file with its size and modification time: what a rebuild could change. */
function filesState(dir: string) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      const { size, mtimeMs } = statSync(path);
      return `${relative(dir, path)} ${size} ${mtimeMs}`;
    })
    .sort();
}

describe.each(kinds)('npm run images:rebuild on %s', (kind) => {
  let app: TestApp;
  let seller: Agent;
  let legacyProduct: Product;
  let legacyOrderId: string;
  let shopper: Agent;
  const legacyName = `${newId()}.jpg`;

  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
    const { db } = app.database;
    // A product as an older version stored it: the phone's JPEG as sent, EXIF and all,
    // with no size, and an order that shows it.
    writeFileSync(join(app.config.uploadDir, legacyName), await phoneJpeg({ orientation: 6 }));
    legacyProduct = await addProduct(seller, { name: 'Old Upload' });
    await db('product_images')
      .where('productId', legacyProduct._id)
      .update({ path: `uploads/${legacyName}`, width: null, height: null });
    const customer = await shopperWithAddress(app);
    shopper = customer.agent;
    legacyOrderId = (
      await shopper
        .post('/api/order/cod')
        .send({ address: customer.addressId, items: [{ product: legacyProduct._id, quantity: 1 }] })
        .expect(201)
    ).body.orderId;
    // Demo artwork seeded before sizes were kept.
    const demo = await addProduct(seller, { name: 'Old Artwork' });
    await db('product_images')
      .where('productId', demo._id)
      .update({ path: 'demo/bananas.svg', width: null, height: null });
  });
  afterAll(() => app.close());

  const rebuild = async () => {
    const report = await rebuildImages({
      db: app.database.db,
      images: createImageStore(app.config.uploadDir),
      // Not niced: a test machine's busy cores would starve it (image-processor.test.ts).
      processor: createImageProcessor({ nice: 0 }),
      orderPictures: createOrderPictures(app.database.db),
    });
    // The command runs beside the API, which sees its changes when its list is next read.
    await app.services.products.catalogueChanged();
    return report;
  };
  const product = async (name: string) =>
    ((await app.agent().get('/api/product/list')).body.products as Product[]).find(
      (p) => p.name === name,
    )!;

  it('processes old uploads, fills missing variants and sizes, then has nothing left to do', async () => {
    const photo = await product('Old Upload');
    const { db } = app.database;
    // A photo that lost a variant file.
    const big = await seller
      .post('/api/product/add')
      .field(
        'productData',
        JSON.stringify({ name: 'Big Photo', category: 'Fruits', price: 9, offerPrice: 9 }),
      )
      .attach('images', await phoneJpeg({ width: 1000, height: 800 }), 'big.jpg')
      .expect(201);
    const bigKey = new URL((big.body.product as Product).image[0]!).pathname
      .replace('/images/', '')
      .replace(/\/\d+\.webp$/, '');
    rmSync(join(app.config.uploadDir, bigKey, '320.webp'));
    expect(photo.images[0]).toMatchObject({ width: null, srcset: photo.image[0] });

    const first = await rebuild();
    expect(first.failed).toEqual([]);
    expect(first).toMatchObject({ processed: 1, variantsAdded: 1, measured: 1 });

    // The old upload is now a photo, upright, and its EXIF-laden original is gone.
    const rebuilt = await product('Old Upload');
    expect(rebuilt.images[0]).toMatchObject({ width: 900, height: 1200 });
    expect(rebuilt.image[0]).toMatch(/\/images\/photos\/[0-9a-f-]{36}\/640\.webp$/);
    expect(existsSync(join(app.config.uploadDir, legacyName))).toBe(false);
    const served = await app.agent().get(new URL(rebuilt.image[0]!).pathname).expect(200);
    expect((await sharp(served.body as Buffer).metadata()).exif).toBeUndefined();
    // The past order shows the same picture, stored anew.
    const [order] = (await shopper.get('/api/order/user')).body.orders as Order[];
    expect(order!._id).toBe(legacyOrderId);
    expect(order!.items[0]!.product.images[0]).toMatchObject({ width: 900, height: 1200 });
    expect(order!.items[0]!.product.image[0]).toMatch(/\/images\/photos\/.+\/320\.webp$/);
    expect((await product('Old Artwork')).images[0]).toMatchObject({ width: 256, height: 256 });
    expect(existsSync(join(app.config.uploadDir, bigKey, '320.webp'))).toBe(true);

    // Run again: nothing in the database or on disk changes.
    const rowsBefore = await db('product_images').select().orderBy('id');
    const itemsBefore = await db('order_items').select().orderBy('id');
    const filesBefore = filesState(app.config.uploadDir);
    const second = await rebuild();
    expect(second).toEqual({ processed: 0, variantsAdded: 0, measured: 0, failed: [] });
    expect(await db('product_images').select().orderBy('id')).toEqual(rowsBefore);
    expect(await db('order_items').select().orderBy('id')).toEqual(itemsBefore);
    expect(filesState(app.config.uploadDir)).toEqual(filesBefore);
  });

  it.runIf(kind === 'sqlite')('runs as a command', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', join(apiRoot, 'src', 'rebuild-images-cli.ts')],
      {
        cwd: apiRoot,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: app.database.url,
          UPLOAD_DIR: app.config.uploadDir,
          SESSION_SECRET: 'test-secret-that-is-long-enough-for-hmac-0123',
        },
      },
    );
    expect(stdout).toContain(
      'Processed 0 upload(s), added 0 variant file(s), measured 0 picture(s).',
    );
  });
});
