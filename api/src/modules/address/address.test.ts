import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, signInSeller, validAddress } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

describe.each(kinds)('addresses on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  it('saves an address and lists it back, zipcode kept as text', async () => {
    const { agent, user } = await registerUser(app);
    const res = await agent
      .post('/api/address/add')
      .send({ address: validAddress({ zipcode: 560001 }) })
      .expect(201);
    expect(res.body).toMatchObject({ success: true, message: 'Address added successfully' });
    const list = await agent.post('/api/address/get').send({}).expect(200);
    expect(list.body.success).toBe(true);
    expect(list.body.addresses).toEqual([
      { _id: expect.any(String), userId: user._id, ...validAddress() },
    ]);
    expect((await agent.get('/api/address/get').expect(200)).body.addresses).toHaveLength(1);
  });

  it.each([
    ['firstName', { firstName: '' }, 'First name is required.'],
    ['lastName', { lastName: undefined }, 'Last name is required.'],
    ['email', { email: 'asha-at-example' }, 'Please enter a valid email address.'],
    ['street', { street: ' ' }, 'Street is required.'],
    ['city', { city: '' }, 'City is required.'],
    ['state', { state: '' }, 'State is required.'],
    ['zipcode', { zipcode: '56O001' }, 'Zip code must be 3 to 10 digits.'],
    ['zipcode', { zipcode: undefined }, 'Zip code is required.'],
    ['country', { country: '' }, 'Country is required.'],
    ['phone', { phone: 'call me' }, 'Please enter a valid phone number.'],
  ])('refuses a bad %s with 400', async (_field, overrides, message) => {
    const { agent } = await registerUser(app);
    const res = await agent
      .post('/api/address/add')
      .send({ address: validAddress(overrides) })
      .expect(400);
    expect(res.body).toEqual({ success: false, message });
    expect((await agent.post('/api/address/get').send({})).body.addresses).toEqual([]);
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
