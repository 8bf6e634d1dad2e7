import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import type { Order } from '../../contract/order.ts';
import type { Product } from '../../contract/product.ts';
import {
  addProduct,
  registerUser,
  shopperWithAddress,
  signInSeller,
  validAddress,
} from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

describe.each(kinds)('cash-on-delivery orders on %s', (kind) => {
  let app: TestApp;
  let seller: Agent;
  let tomato: Product;
  let milk: Product;
  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
    tomato = await addProduct(seller, { name: 'Tomatoes', price: 30, offerPrice: 10.25 });
    milk = await addProduct(seller, {
      name: 'Milk',
      category: 'Dairy',
      price: 40,
      offerPrice: 10.24,
    });
  });
  afterAll(() => app.close());

  const cod = (agent: Agent, body: Record<string, unknown>) =>
    agent.post('/api/order/cod').send(body);

  describe('placing', () => {
    it('creates the order from database prices, snapshots it and empties the cart', async () => {
      const { agent, addressId, user } = await shopperWithAddress(app);
      await agent
        .post('/api/cart/update')
        .send({ cartItems: { [tomato._id]: 2 } })
        .expect(200);
      const res = await cod(agent, {
        userId: 'someone-else',
        address: addressId,
        paymentType: 'Cash on Delivery',
        // A client-side price is ignored: the server reads prices from the database.
        items: [
          { product: tomato._id, quantity: 2, offerPrice: 0.01 },
          { product: milk._id, quantity: 1 },
        ],
      }).expect(201);
      expect(res.body).toMatchObject({ success: true, message: 'Order Placed Successfully' });

      const orders: Order[] = (await agent.get('/api/order/user').expect(200)).body.orders;
      expect(orders).toHaveLength(1);
      const order = orders[0]!;
      // 2 × 10.25 + 10.24 = 30.74; tax 2% = 0.6148 -> 0.61; amount 31.35
      expect(order).toMatchObject({
        _id: res.body.orderId,
        userId: user._id,
        subtotal: 30.74,
        tax: 0.61,
        taxMode: 'added',
        amount: 31.35,
        paymentType: 'COD',
        isPaid: false,
        status: 'Order Placed',
        address: validAddress(),
      });
      expect(order.items).toEqual([
        {
          product: {
            _id: tomato._id,
            name: 'Tomatoes',
            category: 'Vegetables',
            image: tomato.image,
            images: tomato.images,
            offerPrice: 10.25,
            gstRate: null,
            hsn: null,
          },
          quantity: 2,
        },
        {
          product: {
            _id: milk._id,
            name: 'Milk',
            category: 'Dairy',
            image: milk.image,
            images: milk.images,
            offerPrice: 10.24,
            gstRate: null,
            hsn: null,
          },
          quantity: 1,
        },
      ]);
      expect(new Date(order.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect((await agent.get('/api/user/is-auth')).body.user.cartItems).toEqual({});
    });

    it.each([
      // [offer price, quantity, expected amount]: the tax rounds to the nearest paisa
      [10.25, 1, 10.46], // 1025 paise, tax 20.5 -> 21 (rounds up)
      [10.24, 1, 10.44], // 1024 paise, tax 20.48 -> 20 (rounds down)
      [0.25, 1, 0.26], // 25 paise, tax 0.5 -> 1
      [0.24, 1, 0.24], // 24 paise, tax 0.48 -> 0
      [99.99, 99, 10096.99], // 989901 paise, tax 19798.02 -> 19798
      [333.33, 3, 1019.99], // 99999 paise, tax 1999.98 -> 2000
    ])('charges offer %s × %s = Rs.%s to the paisa', async (offerPrice, quantity, amount) => {
      const product = await addProduct(seller, {
        name: `Item ${offerPrice}`,
        price: 500,
        offerPrice,
      });
      const { agent, addressId } = await shopperWithAddress(app);
      await cod(agent, { address: addressId, items: [{ product: product._id, quantity }] }).expect(
        201,
      );
      const [order] = (await agent.get('/api/order/user')).body.orders as Order[];
      expect(order!.amount).toBe(amount);
      expect(Math.round((order!.subtotal + order!.tax) * 100)).toBe(Math.round(amount * 100));
    });

    it('takes the largest orders: 50 lines of 99 at Rs.10,00,000, to the paisa', async () => {
      const lakhs = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          addProduct(seller, { name: `Gold ${i}`, price: 1_000_000, offerPrice: 1_000_000 }),
        ),
      );
      const { agent, addressId } = await shopperWithAddress(app);
      // 22 × Rs.10,00,000 already passes 2^31 paise, which 32-bit columns refused.
      await cod(agent, {
        address: addressId,
        items: [{ product: lakhs[0]!._id, quantity: 22 }],
      }).expect(201);
      await cod(agent, {
        address: addressId,
        items: lakhs.map((p) => ({ product: p._id, quantity: 99 })),
      }).expect(201);
      const [largest, first] = (await agent.get('/api/order/user')).body.orders as Order[];
      expect(first).toMatchObject({ subtotal: 22_000_000, tax: 440_000, amount: 22_440_000 });
      expect(largest).toMatchObject({
        subtotal: 4_950_000_000,
        tax: 99_000_000,
        amount: 5_049_000_000,
      });
    });

    it('keeps the snapshot when the product changes later', async () => {
      const product = await addProduct(seller, {
        name: 'Basmati Rice',
        category: 'Grains',
        price: 200,
        offerPrice: 150,
      });
      const { agent, addressId } = await shopperWithAddress(app);
      await cod(agent, {
        address: addressId,
        items: [{ product: product._id, quantity: 1 }],
      }).expect(201);
      await app.database
        .db('products')
        .where('id', product._id)
        .update({ name: 'Renamed', offerPricePaise: 1 });
      const [order] = (await agent.get('/api/order/user')).body.orders as Order[];
      expect(order!.items[0]!.product).toMatchObject({ name: 'Basmati Rice', offerPrice: 150 });
      expect(order!.amount).toBe(153);
    });
  });

  describe('refusing', () => {
    it('refuses a visitor with 401 and the seller with 403', async () => {
      await cod(app.agent(), {
        address: 'x',
        items: [{ product: tomato._id, quantity: 1 }],
      }).expect(401);
      await cod(seller, { address: 'x', items: [{ product: tomato._id, quantity: 1 }] }).expect(
        403,
      );
    });

    it("refuses another customer's address (404) and changes nothing", async () => {
      const owner = await shopperWithAddress(app);
      const thief = await shopperWithAddress(app);
      const res = await cod(thief.agent, {
        address: owner.addressId,
        items: [{ product: tomato._id, quantity: 1 }],
      }).expect(404);
      expect(res.body.message).toMatch(/address was not found/);
      expect((await thief.agent.get('/api/order/user')).body.orders).toEqual([]);
    });

    it.each([
      [{ items: [{ product: 'P', quantity: 1 }] }, 'Please select an address.'],
      [{ address: '' }, 'Please select an address.'],
      [{ address: 'A' }, 'Your cart is empty.'],
      [{ address: 'A', items: [] }, 'Your cart is empty.'],
      [{ address: 'A', items: [{ product: 'P', quantity: 0 }] }, 'Quantity must be at least 1.'],
      [{ address: 'A', items: [{ product: 'P', quantity: 100 }] }, 'Quantity must be at most 99.'],
      [
        { address: 'A', items: [{ product: 'P', quantity: 1.5 }] },
        'Quantity must be a whole number.',
      ],
      [{ address: 'A', items: [{ quantity: 1 }] }, 'Each item needs a product id.'],
      [
        {
          address: 'A',
          items: [
            { product: 'P', quantity: 1 },
            { product: 'P', quantity: 2 },
          ],
        },
        'Each product can appear only once in an order.',
      ],
      [
        {
          address: 'A',
          items: Array.from({ length: 51 }, (_, i) => ({ product: `P${i}`, quantity: 1 })),
        },
        'An order can have at most 50 different products.',
      ],
    ])('refuses %j with 400', async (body, message) => {
      const { agent } = await registerUser(app);
      await cod(agent, body).expect(400, { success: false, message });
    });

    it('refuses an unknown product (400) and an out-of-stock one (409)', async () => {
      const { agent, addressId } = await shopperWithAddress(app);
      await cod(agent, {
        address: addressId,
        items: [{ product: 'no-such-product', quantity: 1 }],
      }).expect(400);
      const gone = await addProduct(seller, { name: 'Seasonal Jamun', category: 'Fruits' });
      await seller.post('/api/product/stock').send({ id: gone._id, inStock: false }).expect(200);
      const res = await cod(agent, {
        address: addressId,
        items: [
          { product: tomato._id, quantity: 1 },
          { product: gone._id, quantity: 1 },
        ],
      }).expect(409);
      expect(res.body.message).toBe(
        'Seasonal Jamun is out of stock. Please remove it from your cart.',
      );
      expect((await agent.get('/api/order/user')).body.orders).toEqual([]);
    });
  });

  describe('lists', () => {
    it('shows a customer only their own orders, newest first', async () => {
      const a = await shopperWithAddress(app);
      const b = await shopperWithAddress(app);
      const first = (
        await cod(a.agent, {
          address: a.addressId,
          items: [{ product: tomato._id, quantity: 1 }],
        }).expect(201)
      ).body.orderId;
      const second = (
        await cod(a.agent, {
          address: a.addressId,
          items: [{ product: milk._id, quantity: 3 }],
        }).expect(201)
      ).body.orderId;
      await cod(b.agent, {
        address: b.addressId,
        items: [{ product: milk._id, quantity: 1 }],
      }).expect(201);
      const mine = (await a.agent.get('/api/order/user').expect(200)).body.orders as Order[];
      expect(mine.map((o) => o._id)).toEqual([second, first]);
    });

    it("shows the seller every customer's orders with the address, and nobody else", async () => {
      const shopper = await shopperWithAddress(app);
      const { orderId } = (
        await cod(shopper.agent, {
          address: shopper.addressId,
          items: [{ product: tomato._id, quantity: 4 }],
        }).expect(201)
      ).body;
      const all = (await seller.get('/api/order/seller').expect(200)).body.orders as Order[];
      expect(all[0]).toMatchObject({
        _id: orderId,
        address: validAddress(),
        items: [{ quantity: 4 }],
      });
      await app.agent().get('/api/order/seller').expect(401);
      await shopper.agent.get('/api/order/seller').expect(403);
      await app.agent().get('/api/order/user').expect(401);
      await seller.get('/api/order/user').expect(403);
    });

    it('answers with a fixed number of queries however many orders there are', async () => {
      const countQueries = async (agent: Agent, path: string) => {
        let count = 0;
        const listener = () => (count += 1);
        app.database.db.on('query', listener);
        await agent.get(path).expect(200);
        app.database.db.off('query', listener);
        return count;
      };
      const shopper = await shopperWithAddress(app);
      await cod(shopper.agent, {
        address: shopper.addressId,
        items: [{ product: tomato._id, quantity: 1 }],
      }).expect(201);
      const withOne = await countQueries(shopper.agent, '/api/order/user');
      for (let i = 0; i < 5; i += 1) {
        await cod(shopper.agent, {
          address: shopper.addressId,
          items: [
            { product: tomato._id, quantity: 1 },
            { product: milk._id, quantity: 2 },
          ],
        }).expect(201);
      }
      expect(await countQueries(shopper.agent, '/api/order/user')).toBe(withOne);
      const sellerBefore = await countQueries(seller, '/api/order/seller');
      await cod(shopper.agent, {
        address: shopper.addressId,
        items: [{ product: milk._id, quantity: 1 }],
      }).expect(201);
      expect(await countQueries(seller, '/api/order/seller')).toBe(sellerBefore);
    });
  });

  it('lands 50 concurrent orders from different customers complete', async () => {
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => shopperWithAddress(app)));
    const results = await Promise.all(
      shoppers.map((s, i) =>
        cod(s.agent, {
          address: s.addressId,
          items: [
            { product: tomato._id, quantity: (i % 9) + 1 },
            { product: milk._id, quantity: 1 },
          ],
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const ids = new Set(results.map((r) => r.body.orderId as string));
    const all = (await seller.get('/api/order/seller').expect(200)).body.orders as Order[];
    const landed = all.filter((o) => ids.has(o._id));
    expect(landed).toHaveLength(50);
    for (const order of landed) {
      expect(order.items).toHaveLength(2);
      expect(order.address.city).toBe('Bengaluru');
      const quantity = order.items[0]!.quantity;
      const subtotal = Math.round(quantity * 1025 + 1024);
      expect(Math.round(order.amount * 100)).toBe(subtotal + Math.floor((subtotal * 2 + 50) / 100));
    }
  });
});
