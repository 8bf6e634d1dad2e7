import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import type { Order } from '../../contract/order.ts';
import type { Product } from '../../contract/product.ts';
import {
  JPEG,
  PNG,
  addProduct,
  registerUser,
  shopperWithAddress,
  signInSeller,
  updateProductRequest,
} from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

describe.each(kinds)('editing and archiving products on %s', (kind) => {
  let app: TestApp;
  let seller: Agent;
  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
  });
  afterAll(() => app.close());

  const listed = async (agent: Agent = app.agent()) =>
    (await agent.get('/api/product/list').expect(200)).body.products as Product[];
  // A photo's URL names one of its variants; the photo is the folder that holds them all.
  const fileOf = (url: string) =>
    join(app.config.uploadDir, dirname(new URL(url).pathname.slice('/images/'.length)));
  const withImages = async (name: string, count: number) => {
    let req = seller
      .post('/api/product/add')
      .field(
        'productData',
        JSON.stringify({ name, category: 'Fruits', price: 100, offerPrice: 90 }),
      );
    for (let i = 0; i < count; i += 1) req = req.attach('images', i % 2 ? JPEG : PNG, `p${i}.png`);
    return (await req.expect(201)).body.product as Product;
  };

  describe('editing', () => {
    it('changes only the fields sent and answers the product', async () => {
      const product = await addProduct(seller, { name: 'Basmati', price: 200, offerPrice: 180 });
      const res = await updateProductRequest(seller, {
        id: product._id,
        name: 'Basmati Rice 1 kg',
        offerPrice: '175.50',
        stock: 12,
        sku: 'RICE-1KG',
      }).expect(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Product Updated',
        product: {
          _id: product._id,
          name: 'Basmati Rice 1 kg',
          price: 200,
          offerPrice: 175.5,
          stock: 12,
          sku: 'RICE-1KG',
          category: product.category,
          description: product.description,
          image: product.image,
        },
      });
      expect((await listed()).find((p) => p._id === product._id)?.offerPrice).toBe(175.5);
    });

    it('never changes a past order', async () => {
      const product = await addProduct(seller, { name: 'Ghee', price: 500, offerPrice: 450 });
      const { agent, addressId } = await shopperWithAddress(app);
      await agent
        .post('/api/order/cod')
        .send({ address: addressId, items: [{ product: product._id, quantity: 2 }] })
        .expect(201);
      await updateProductRequest(
        seller,
        { id: product._id, name: 'Cow Ghee', price: 600, offerPrice: 599 },
        { keepImages: [], files: [JPEG] },
      ).expect(200);
      const [order] = (await agent.get('/api/order/user')).body.orders as Order[];
      expect(order!.items[0]!.product).toMatchObject({
        name: 'Ghee',
        offerPrice: 450,
        image: product.image,
      });
      expect(order!.amount).toBe(918);
      // The old photo is still shown by that order, so it is kept.
      await app.agent().get(new URL(product.image[0]!).pathname).expect(200);
    });

    it('keeps, reorders and drops images, appends new ones, and deletes unused files', async () => {
      const product = await withImages('Mangoes', 3);
      const [first, second, third] = product.image as [string, string, string];
      const res = await updateProductRequest(
        seller,
        { id: product._id },
        { keepImages: [third, first], files: [PNG] },
      ).expect(200);
      const image = res.body.product.image as string[];
      expect(image.slice(0, 2)).toEqual([third, first]);
      expect(image).toHaveLength(3);
      expect(image[2]).not.toBe(second);
      expect(existsSync(fileOf(second))).toBe(false);
      expect(existsSync(fileOf(first))).toBe(true);
      // Without keepImages every current image stays.
      const again = await updateProductRequest(seller, { id: product._id, name: 'Alphonso' });
      expect(again.body.product.image).toEqual(image);
    });

    it.each([
      [{ price: 10 }, 'Offer price cannot be more than the price.'],
      [{ offerPrice: 0 }, 'Offer price must be at least Rs.0.01.'],
      [{ stock: -1 }, 'Stock must be a whole number from 0 to 1,00,000.'],
      [{ stock: 2.5 }, 'Stock must be a whole number from 0 to 1,00,000.'],
      [{ stock: 100_001 }, 'Stock must be a whole number from 0 to 1,00,000.'],
      [{ name: '' }, 'Product name is required.'],
      [{ sku: 'x'.repeat(65) }, 'SKU must be at most 64 characters.'],
    ])('refuses %j with 400 and changes nothing', async (change, message) => {
      const product = await addProduct(seller, { price: 50, offerPrice: 40 });
      const res = await updateProductRequest(seller, { id: product._id, ...change }).expect(400);
      expect(res.body).toEqual({ success: false, message });
      expect((await listed()).find((p) => p._id === product._id)).toMatchObject({
        price: 50,
        offerPrice: 40,
        stock: null,
      });
    });

    it('refuses more than four images, and images that are not this product’s', async () => {
      const product = await withImages('Guavas', 3);
      const other = await withImages('Pears', 1);
      await updateProductRequest(seller, { id: product._id }, { files: [PNG, PNG] }).expect(400);
      const res = await updateProductRequest(
        seller,
        { id: product._id },
        { keepImages: [other.image[0]!] },
      ).expect(400);
      expect(res.body.message).toMatch(/not one of this product/);
      expect((await listed()).find((p) => p._id === product._id)?.image).toEqual(product.image);
    });

    it('answers 404 for an unknown id, 409 for a SKU another product has', async () => {
      await updateProductRequest(seller, { id: '0190a0b0-0000-7000-8000-00000000dead' }).expect(
        404,
      );
      const a = await addProduct(seller, { name: 'A', sku: 'DUP-1' });
      const b = await addProduct(seller, { name: 'B' });
      expect(a.sku).toBe('DUP-1');
      expect(b.sku).toMatch(/^K-[0-9A-Z]{8}$/);
      const res = await updateProductRequest(seller, { id: b._id, sku: 'dup-1' }).expect(409);
      expect(res.body.message).toMatch(/already has the SKU/);
      await seller
        .post('/api/product/add')
        .field(
          'productData',
          JSON.stringify({ name: 'C', category: 'Dairy', price: 5, offerPrice: 5, sku: 'DUP-1' }),
        )
        .expect(409);
    });

    it('refuses a visitor (401) and a customer (403)', async () => {
      const product = await addProduct(seller);
      const customer = (await registerUser(app)).agent;
      await updateProductRequest(app.agent(), { id: product._id, name: 'X' }).expect(401);
      await updateProductRequest(customer, { id: product._id, name: 'X' }).expect(403);
    });
  });

  describe('archiving', () => {
    it('hides the product from customers, refuses it in carts and orders, keeps past orders', async () => {
      const product = await addProduct(seller, { name: 'Seasonal Litchi', category: 'Fruits' });
      const { agent, addressId } = await shopperWithAddress(app);
      const order = { address: addressId, items: [{ product: product._id, quantity: 1 }] };
      await agent.post('/api/order/cod').send(order).expect(201);

      const res = await seller
        .post('/api/product/archive')
        .send({ id: product._id, archived: true })
        .expect(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Product Archived',
        product: { _id: product._id, archived: true },
      });
      expect((await listed()).map((p) => p._id)).not.toContain(product._id);
      const refused = await agent.post('/api/order/cod').send(order).expect(409);
      expect(refused.body.message).toBe(
        'Seasonal Litchi is no longer sold. Please remove it from your cart.',
      );
      const cart = await agent
        .post('/api/cart/update')
        .send({ cartItems: { [product._id]: 1 } })
        .expect(409);
      expect(cart.body.message).toMatch(/Seasonal Litchi is no longer sold/);
      const past = (await agent.get('/api/order/user')).body.orders as Order[];
      expect(past[0]!.items[0]!.product.name).toBe('Seasonal Litchi');

      const archive = (await seller.get('/api/product/list?archived=true').expect(200)).body
        .products as Product[];
      expect(archive.map((p) => p._id)).toEqual([product._id]);

      await seller
        .post('/api/product/archive')
        .send({ id: product._id, archived: false })
        .expect(200);
      expect((await listed()).find((p) => p._id === product._id)?.archived).toBe(false);
      await agent.post('/api/order/cod').send(order).expect(201);
    });

    it('shows the archive to the seller only, and refuses bad input', async () => {
      const customer = (await registerUser(app)).agent;
      await app.agent().get('/api/product/list?archived=true').expect(401);
      await customer.get('/api/product/list?archived=true').expect(403);
      await seller.get('/api/product/list?archived=maybe').expect(400);
      const product = await addProduct(seller);
      await app
        .agent()
        .post('/api/product/archive')
        .send({ id: product._id, archived: true })
        .expect(401);
      await customer
        .post('/api/product/archive')
        .send({ id: product._id, archived: true })
        .expect(403);
      await seller.post('/api/product/archive').send({ id: product._id }).expect(400);
      await seller
        .post('/api/product/archive')
        .send({ id: '0190a0b0-0000-7000-8000-00000000beef', archived: true })
        .expect(404);
    });
  });
});
