import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/order.ts';
import { addProduct, registerUser, signInSeller, validAddress } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

describe.each(kinds)('addresses on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  it('saves an address and lists it back, the PIN code kept as text', async () => {
    const { agent, user } = await registerUser(app);
    const res = await agent
      .post('/api/address/add')
      .send({ address: validAddress({ zipcode: 560001 }) })
      .expect(201);
    expect(res.body).toMatchObject({ success: true, message: 'Address added successfully' });
    const list = await agent.post('/api/address/get').send({}).expect(200);
    expect(list.body.success).toBe(true);
    // Left out, the landmark is stored and sent back as ''.
    expect(list.body.addresses).toEqual([
      {
        _id: expect.any(String),
        userId: user._id,
        ...validAddress(),
        landmark: '',
        isDefault: true,
      },
    ]);
    expect((await agent.get('/api/address/get').expect(200)).body.addresses).toHaveLength(1);
  });

  it.each([
    ['firstName', { firstName: '' }, 'First name is required.'],
    ['lastName', { lastName: 'x'.repeat(61) }, 'Last name must be at most 60 characters.'],
    ['email', { email: 'asha-at-example' }, 'Please enter a valid email address.'],
    ['street', { street: ' ' }, 'Street is required.'],
    ['city', { city: '' }, 'City is required.'],
    ['state', { state: '' }, 'State is required.'],
    ['zipcode', { zipcode: '12345' }, 'PIN code must be 6 digits.'],
    ['zipcode', { zipcode: '5600011' }, 'PIN code must be 6 digits.'],
    ['zipcode', { zipcode: '012345' }, 'PIN code must be 6 digits.'],
    ['zipcode', { zipcode: 12345 }, 'PIN code must be 6 digits.'],
    ['zipcode', { zipcode: 'abcdef' }, 'PIN code must be 6 digits.'],
    ['zipcode', { zipcode: '56O001' }, 'PIN code must be 6 digits.'],
    ['zipcode', { zipcode: undefined }, 'PIN code is required.'],
    ['zipcode', { zipcode: ' ' }, 'PIN code is required.'],
    ['landmark', { landmark: 'x'.repeat(121) }, 'Landmark must be at most 120 characters.'],
    ['landmark', { landmark: 42 }, 'Landmark must be text.'],
    ['state', { state: 'Bavaria' }, 'Please choose a state or union territory of India.'],
    [
      'phone',
      { phone: 'call me' },
      'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
    ],
    [
      'phone',
      { phone: '044 2345 678' },
      'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
    ],
  ])('refuses a bad %s with 400', async (_field, overrides, message) => {
    const { agent } = await registerUser(app);
    const res = await agent
      .post('/api/address/add')
      .send({ address: validAddress(overrides) })
      .expect(400);
    expect(res.body).toEqual({ success: false, message });
    expect((await agent.post('/api/address/get').send({})).body.addresses).toEqual([]);
  });

  it('saves an address without a last name (many names are one word)', async () => {
    const { agent } = await registerUser(app);
    const res = await agent
      .post('/api/address/add')
      .send({ address: validAddress({ lastName: undefined }) })
      .expect(201);
    expect(res.body.address.lastName).toBe('');
  });

  it('takes a state by its two-letter code (MH, IN-KA) and stores its name', async () => {
    const { agent } = await registerUser(app);
    for (const [state, name, zipcode] of [
      ['MH', 'Maharashtra', '400001'],
      ['IN-KA', 'Karnataka', '560001'],
      ['wb', 'West Bengal', '700001'],
    ]) {
      const res = await agent
        .post('/api/address/add')
        .send({ address: validAddress({ state, zipcode, city: 'Somewhere' }) })
        .expect(201);
      expect(res.body.address.state).toBe(name);
    }
  });

  it('accepts a PIN code as text or as a number and keeps it as text', async () => {
    const { agent } = await registerUser(app);
    for (const zipcode of ['560001', ' 110001 ', 560001]) {
      const res = await agent
        .post('/api/address/add')
        .send({ address: validAddress({ zipcode }) })
        .expect(201);
      expect(res.body.address.zipcode).toBe(String(zipcode).trim());
    }
  });

  it('stores a landmark trimmed, up to 120 characters', async () => {
    const { agent } = await registerUser(app);
    const near = await agent
      .post('/api/address/add')
      .send({ address: validAddress({ landmark: '  Opposite the bus stand  ' }) })
      .expect(201);
    expect(near.body.address.landmark).toBe('Opposite the bus stand');
    await agent
      .post('/api/address/add')
      .send({ address: validAddress({ landmark: 'x'.repeat(120) }) })
      .expect(201);
    await agent
      .post('/api/address/add')
      .send({ address: validAddress({ landmark: '   ' }) })
      .expect(201);
    const list = await agent.get('/api/address/get').expect(200);
    expect(list.body.addresses.map((a: { landmark: string }) => a.landmark)).toEqual([
      'Opposite the bus stand',
      'x'.repeat(120),
      '',
    ]);
  });

  it("copies the landmark into the order's address snapshot, '' when there is none", async () => {
    const seller = await signInSeller(app);
    const product = await addProduct(seller, { name: 'Landmark Laddoo' });
    const { agent } = await registerUser(app);
    const place = async (landmark?: string) => {
      const saved = await agent
        .post('/api/address/add')
        .send({ address: validAddress({ landmark }) })
        .expect(201);
      return (
        await agent
          .post('/api/order/cod')
          .send({ address: saved.body.address._id, items: [{ product: product._id, quantity: 1 }] })
          .expect(201)
      ).body.orderId as string;
    };
    const withLandmark = await place('Behind Lalbagh gate');
    const without = await place(undefined);
    const orders = (await agent.get('/api/order/user').expect(200)).body.orders as Order[];
    const addressOf = (id: string) => orders.find((o) => o._id === id)?.address;
    expect(addressOf(withLandmark)).toEqual({
      ...validAddress(),
      landmark: 'Behind Lalbagh gate',
    });
    expect(addressOf(without)).toEqual({ ...validAddress(), landmark: '' });
    const forSeller = (await seller.get('/api/order/seller').expect(200)).body.orders as Order[];
    expect(forSeller.find((o) => o._id === withLandmark)?.address.landmark).toBe(
      'Behind Lalbagh gate',
    );
  });

  it('refuses a body without an address with 400', async () => {
    const { agent } = await registerUser(app);
    await agent
      .post('/api/address/add')
      .send({})
      .expect(400, { success: false, message: 'Address is required.' });
  });

  it("refuses a visitor with the spec's message and the seller with 403", async () => {
    const res = await app
      .agent()
      .post('/api/address/add')
      .send({ address: validAddress() })
      .expect(401);
    expect(res.body).toEqual({ success: false, message: 'User not authenticated properly.' });
    await app.agent().post('/api/address/get').send({}).expect(401);
    const seller = await signInSeller(app);
    await seller.post('/api/address/add').send({ address: validAddress() }).expect(403);
    await seller.post('/api/address/get').send({}).expect(403);
  });

  it("keeps each customer's addresses private, whatever userId the body names", async () => {
    const owner = await registerUser(app);
    const other = await registerUser(app);
    await owner.agent
      .post('/api/address/add')
      .send({ address: validAddress({ city: 'Mysuru' }) })
      .expect(201);
    const snoop = await other.agent
      .post('/api/address/get')
      .send({ userId: owner.user._id })
      .expect(200);
    expect(snoop.body.addresses).toEqual([]);
    await other.agent
      .post('/api/address/add')
      .send({ userId: owner.user._id, address: validAddress({ city: 'Hubli' }) })
      .expect(201);
    const mine = await owner.agent.post('/api/address/get').send({}).expect(200);
    expect(mine.body.addresses.map((a: { city: string }) => a.city)).toEqual(['Mysuru']);
  });

  it('stores at most 20 addresses even when 30 are added at once', async () => {
    const { agent } = await registerUser(app);
    const add = (street: string) =>
      agent.post('/api/address/add').send({ address: validAddress({ street }) });
    // Near the limit, every request of the burst reads the same count at once.
    for (let i = 0; i < 15; i += 1) await add(`${i} Old Road`).expect(201);
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => add(`${i} MG Road`)));
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(25);
    expect(burst.find((r) => r.status === 409)?.body.message).toBe(
      'You can save at most 20 addresses.',
    );
    const list = await agent.get('/api/address/get').expect(200);
    expect(list.body.addresses).toHaveLength(20);
  });
});
