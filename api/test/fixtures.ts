import type { Agent } from 'supertest';
import type { AddressFields } from '../src/contract/address.ts';
import type { Product } from '../src/contract/product.ts';
import { SELLER, type TestApp } from './test-app.ts';

/** A real 1x1 PNG: uploads are checked by content, so tests need genuine image bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A real 4x4 JPEG: uploads are decoded, so the bytes must be a whole picture. */
export const JPEG = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAEAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCIAatX/9k=',
  'base64',
);

let counter = 0;
export const uniqueEmail = (prefix = 'shopper') =>
  `${prefix}.${Date.now()}.${(counter += 1)}@example.com`;

export async function registerUser(
  app: TestApp,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  const agent = app.agent();
  const body = {
    name: 'Asha Rao',
    email: uniqueEmail(),
    password: 'correct-horse-9',
    ...overrides,
  };
  const res = await agent.post('/api/user/register').send(body).expect(201);
  return { agent, user: res.body.user as { _id: string; email: string }, password: body.password };
}

export async function signInSeller(app: TestApp): Promise<Agent> {
  const agent = app.agent();
  await agent.post('/api/seller/login').send(SELLER).expect(200);
  return agent;
}

export const productData = (overrides: Record<string, unknown> = {}) => ({
  name: 'Fresh Tomatoes',
  description: ['Ripe and red', 'Grown locally'],
  category: 'Vegetables',
  price: 60,
  offerPrice: 45.5,
  ...overrides,
});

/** Adds a product through the API as the seller would, with one PNG image. */
export async function addProduct(
  seller: Agent,
  overrides: Record<string, unknown> = {},
): Promise<Product> {
  const res = await seller
    .post('/api/product/add')
    .field('productData', JSON.stringify(productData(overrides)))
    .attach('images', PNG, { filename: 'tomato.png', contentType: 'image/png' })
    .expect(201);
  return res.body.product as Product;
}

export const validAddress = (overrides: Partial<Record<keyof AddressFields, unknown>> = {}) => ({
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipcode: '560001',
  country: 'India',
  phone: '+91 98450 12345',
  ...overrides,
});

/** A signed-in customer with one saved address, ready to order. */
export async function shopperWithAddress(app: TestApp) {
  const shopper = await registerUser(app);
  const res = await shopper.agent
    .post('/api/address/add')
    .send({ address: validAddress() })
    .expect(201);
  return { ...shopper, addressId: res.body.address._id as string };
}

/** A new shopper's cash-on-delivery order of `quantity` of one product; answers its id too. */
export async function codOrderBy(app: TestApp, productId: string, quantity = 1) {
  const shopper = await shopperWithAddress(app);
  const res = await shopper.agent
    .post('/api/order/cod')
    .send({ address: shopper.addressId, items: [{ product: productId, quantity }] })
    .expect(201);
  return { ...shopper, orderId: res.body.orderId as string };
}

/** `POST /api/product/update` as the console sends it: productData, keepImages, new files. */
export function updateProductRequest(
  seller: Agent,
  data: Record<string, unknown>,
  options: { keepImages?: string[]; files?: Buffer[] } = {},
) {
  const req = seller.post('/api/product/update').field('productData', JSON.stringify(data));
  if (options.keepImages) req.field('keepImages', JSON.stringify(options.keepImages));
  for (const [i, file] of (options.files ?? []).entries())
    req.attach('images', file, { filename: `new-${i}.png`, contentType: 'image/png' });
  return req;
}
