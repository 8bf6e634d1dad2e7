import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Agent } from 'supertest';
import type { ProductImage } from '../../contract/product.ts';
import {
  JPEG,
  PNG,
  addProduct,
  productData,
  registerUser,
  signInSeller,
} from '../../../test/fixtures.ts';
import { phoneJpeg } from '../../../test/photos.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

describe.each(kinds)('products on %s', (kind) => {
  let app: TestApp;
  let seller: Agent;
  let customer: Agent;
  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
    customer = (await registerUser(app)).agent;
  });
  afterAll(() => app.close());

  const upload = (agent: Agent, data: unknown = productData()) =>
    agent
      .post('/api/product/add')
      .field('productData', typeof data === 'string' ? data : JSON.stringify(data));

  describe('adding a product', () => {
    it('stores it with its images, prices in rupees and description lines', async () => {
      const res = await upload(
        seller,
        productData({ description: 'Ripe\n\n  Grown locally  \n', weight: '500 g' }),
      )
        .attach('images', PNG, 'a.png')
        .attach('images', JPEG, 'b.jpg')
        .expect(201);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Product Added',
        product: {
          name: 'Fresh Tomatoes',
          category: 'Vegetables',
          price: 60,
          offerPrice: 45.5,
          description: ['Ripe', 'Grown locally'],
          inStock: true,
          weight: '500 g',
        },
      });
      const image: string[] = res.body.product.image;
      expect(image).toHaveLength(2);
      expect(image[0]).toMatch(
        /^http:\/\/api\.kirana\.test\/images\/photos\/[0-9a-f-]{36}\/160\.webp$/,
      );
      // Sizes from the pictures themselves: a 1x1 PNG and a 4x4 JPEG.
      expect(res.body.product.images).toEqual([
        { url: image[0], srcset: `${image[0]} 1w`, width: 1, height: 1 },
        { url: image[1], srcset: `${image[1]} 4w`, width: 4, height: 4 },
      ]);
      const served = await app.agent().get(new URL(image[0]!).pathname).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    });

    it('keeps the images in the order they were sent, the first being the main one', async () => {
      // A large first file finishes writing last: the order must still be the sender's.
      const big = Buffer.concat([await phoneJpeg({ width: 300, height: 200 }), Buffer.alloc(2e6)]);
      const res = await upload(seller, productData({ name: 'Ordered Images' }))
        .attach('images', big, 'main.jpg')
        .attach('images', JPEG, 'second.jpg')
        .attach('images', PNG, 'third.png')
        .expect(201);
      expect((res.body.product.images as ProductImage[]).map((i) => i.width)).toEqual([300, 4, 1]);
    });

    it('accepts a product without images', async () => {
      const res = await upload(seller, productData({ name: 'Plain Rice' })).expect(201);
      expect(res.body.product.image).toEqual([]);
    });

    it('refuses a visitor with 401 and a customer with 403', async () => {
      await upload(app.agent()).attach('images', PNG, 'a.png').expect(401);
      await upload(customer).attach('images', PNG, 'a.png').expect(403);
    });

    it.each([
      [{ name: '' }, 'Product name is required.'],
      [{ name: undefined }, 'Product name is required.'],
      [
        { category: 'Toys' },
        'Category Toys does not exist: add it on the Categories screen first.',
      ],
      [{ category: '' }, 'Category is required.'],
      [{ gstRate: 7 }, 'GST rate must be one of 0, 0.25, 3, 5, 18, 40 (percent).'],
      [{ hsn: '12a4' }, 'HSN code must be 4 to 8 digits.'],
      [{ price: 'abc' }, 'Price must be a number such as 45 or 45.50.'],
      [{ price: undefined }, 'Price must be a number.'],
      [{ offerPrice: -5 }, 'Offer price must be at least Rs.0.01.'],
      // Each of these used to be stored: as 0 paise, 16, 1 and 1.
      [{ price: 1e-9, offerPrice: 1e-9 }, 'Price must be at least Rs.0.01.'],
      [{ price: '0x10', offerPrice: 1 }, 'Price must be a number such as 45 or 45.50.'],
      [{ price: '1e3', offerPrice: 1 }, 'Price must be a number such as 45 or 45.50.'],
      [{ price: true, offerPrice: 1 }, 'Price must be a number.'],
      [{ price: [1], offerPrice: 1 }, 'Price must be a number.'],
      [{ price: 0.001, offerPrice: 0.001 }, 'Price must be at least Rs.0.01.'],
      [{ price: 1_000_000.01 }, 'Price must be at most Rs.10,00,000.'],
      [{ offerPrice: 70 }, 'Offer price cannot be more than the price.'],
      [{ price: 10.005 }, 'Price can have at most two decimals.'],
    ])('refuses product data %j with 400', async (overrides, message) => {
      const res = await upload(seller, productData(overrides))
        .attach('images', PNG, 'a.png')
        .expect(400);
      expect(res.body).toEqual({ success: false, message });
    });

    it('refuses missing or malformed productData with 400', async () => {
      await seller.post('/api/product/add').attach('images', PNG, 'a.png').expect(400);
      await upload(seller, '{not json').attach('images', PNG, 'a.png').expect(400);
      await seller.post('/api/product/add').send(productData()).expect(400);
    });

    it('refuses a file that is not really an image, whatever its name and type', async () => {
      const res = await upload(seller)
        .attach('images', Buffer.from('<script>alert(1)</script>'), {
          filename: 'x.png',
          contentType: 'image/png',
        })
        .expect(400);
      expect(res.body.message).toMatch(/Only image files/);
    });

    it('refuses SVG uploads', async () => {
      await upload(seller)
        .attach('images', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), {
          filename: 'x.svg',
          contentType: 'image/svg+xml',
        })
        .expect(400);
    });

    it('refuses a fifth image with 400', async () => {
      let req = upload(seller);
      for (let i = 0; i < 5; i += 1) req = req.attach('images', PNG, `${i}.png`);
      const res = await req.expect(400);
      expect(res.body.message).toBe('A product can have at most 4 images.');
    });

    it('refuses an image over 15 MB with 413', async () => {
      const big = Buffer.concat([PNG, Buffer.alloc(15 * 1024 * 1024 + 10)]);
      const res = await upload(seller).attach('images', big, 'big.png').expect(413);
      expect(res.body.message).toBe('Each image can be at most 15 MB.');
    });

    it('leaves no temporary files behind, even when an upload is cut off by a limit', async () => {
      const leftovers = () => readdirSync(tmpdir()).filter((n) => n.startsWith('kirana-upload-'));
      const before = new Set(leftovers());
      const big = Buffer.concat([PNG, Buffer.alloc(15 * 1024 * 1024 + 10)]);
      await upload(seller)
        .attach('images', PNG, 'a.png')
        .attach('images', big, 'big.png')
        .expect(413);
      await upload(seller).attach('images', PNG, 'ok.png').expect(201);
      // Other test files upload at the same time: their folders come and go, this one's
      // must not stay.
      await vi.waitFor(() => expect(leftovers().filter((n) => !before.has(n))).toEqual([]), {
        timeout: 5000,
      });
    });

    it('keeps nothing when it refuses', async () => {
      const before = (await app.agent().get('/api/product/list')).body.products.length;
      await upload(seller, productData({ name: 'Ghost' }))
        .attach('images', PNG, 'a.png')
        .attach('images', Buffer.from('nope'), 'b.png')
        .expect(400);
      const after = (await app.agent().get('/api/product/list')).body.products;
      expect(after).toHaveLength(before);
      expect(after.map((p: { name: string }) => p.name)).not.toContain('Ghost');
    });
  });

  describe('listing products', () => {
    it('answers every product, in stock or not, newest first, to anyone', async () => {
      const older = await addProduct(seller, { name: 'Older Product' });
      const newer = await addProduct(seller, { name: 'Newer Product' });
      await seller.post('/api/product/stock').send({ id: older._id, inStock: false }).expect(200);
      const res = await app.agent().get('/api/product/list').expect(200);
      expect(res.body.success).toBe(true);
      const ids = res.body.products.map((p: { _id: string }) => p._id);
      expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
      expect(res.body.products.find((p: { _id: string }) => p._id === older._id).inStock).toBe(
        false,
      );
    });
  });

  describe('switching stock', () => {
    it('switches a product out of stock and back', async () => {
      const product = await addProduct(seller);
      const res = await seller
        .post('/api/product/stock')
        .send({ id: product._id, inStock: false })
        .expect(200);
      expect(res.body).toEqual({ success: true, message: 'Stock Updated' });
      const listed = (await app.agent().get('/api/product/list')).body.products.find(
        (p: { _id: string }) => p._id === product._id,
      );
      expect(listed.inStock).toBe(false);
      await seller.post('/api/product/stock').send({ id: product._id, inStock: true }).expect(200);
    });

    it('refuses a visitor (401), a customer (403), bad input (400) and an unknown id (404)', async () => {
      const product = await addProduct(seller);
      await app
        .agent()
        .post('/api/product/stock')
        .send({ id: product._id, inStock: false })
        .expect(401);
      await customer
        .post('/api/product/stock')
        .send({ id: product._id, inStock: false })
        .expect(403);
      await seller.post('/api/product/stock').send({ id: product._id, inStock: 'no' }).expect(400);
      await seller.post('/api/product/stock').send({ inStock: false }).expect(400);
      await seller.post('/api/product/stock').send({ id: 'missing', inStock: false }).expect(404);
    });
  });
});
