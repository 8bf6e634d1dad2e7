import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '../../contract/address.ts';
import type { Order } from '../../contract/order.ts';
import { addProduct, registerUser, signInSeller, validAddress } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

type Shopper = Awaited<ReturnType<typeof registerUser>>;

describe.each(kinds)('the address book on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  const add = async (shopper: Shopper, overrides: Record<string, unknown> = {}) =>
    (
      await shopper.agent
        .post('/api/address/add')
        .send({ address: validAddress(overrides) })
        .expect(201)
    ).body.address as Address;
  const list = async (shopper: Shopper) =>
    (await shopper.agent.get('/api/address/get').expect(200)).body.addresses as Address[];
  const defaults = async (shopper: Shopper) =>
    (await list(shopper)).filter((a) => a.isDefault).map((a) => a._id);

  it('asks only what it must: the email from the account, India, the state as listed, a mobile number as one', async () => {
    const shopper = await registerUser(app);
    const { email: _email, country: _country, ...rest } = validAddress();
    const saved = (
      await shopper.agent
        .post('/api/address/add')
        .send({ address: { ...rest, state: 'karnataka', phone: '098450 12345' } })
        .expect(201)
    ).body.address as Address;
    expect(saved).toMatchObject({
      email: shopper.user.email,
      country: 'India',
      state: 'Karnataka',
      phone: '+91 98450 12345',
      isDefault: true,
    });
    // Old names still mean their state; abroad, the state is the shopper's text.
    expect((await add(shopper, { state: 'Orissa' })).state).toBe('Odisha');
    expect((await add(shopper, { country: 'Nepal', state: 'Bagmati' })).state).toBe('Bagmati');
  });

  it('edits and deletes only the shopper’s own addresses; orders keep their copy', async () => {
    const seller = await signInSeller(app);
    const product = await addProduct(seller, { name: 'Address Book Atta' });
    const asha = await registerUser(app);
    const other = await registerUser(app);
    const home = await add(asha);
    const orderId = (
      await asha.agent
        .post('/api/order/cod')
        .send({ address: home._id, items: [{ product: product._id, quantity: 1 }] })
        .expect(201)
    ).body.orderId as string;

    for (const [path, body] of [
      ['/api/address/update', { id: home._id, address: validAddress({ street: 'Not yours' }) }],
      ['/api/address/delete', { id: home._id }],
      ['/api/address/default', { id: home._id }],
    ] as const) {
      const refused = await other.agent.post(path).send(body).expect(404);
      expect(refused.body.message).toBe('This address was not found in your account.');
    }

    const moved = await asha.agent
      .post('/api/address/update')
      .send({ id: home._id, address: validAddress({ street: '7 New Road', zipcode: '560002' }) })
      .expect(200);
    expect(moved.body.address).toMatchObject({ street: '7 New Road', zipcode: '560002' });
    expect((await list(asha))[0]).toMatchObject({ street: '7 New Road', isDefault: true });
    await asha.agent
      .post('/api/address/update')
      .send({ id: home._id, address: validAddress({ zipcode: '1' }) })
      .expect(400);

    await asha.agent.post('/api/address/delete').send({ id: home._id }).expect(200);
    expect(await list(asha)).toEqual([]);
    const order = (
      (await asha.agent.get(`/api/order/${orderId}`).expect(200)).body as { order: Order }
    ).order;
    expect(order.address).toMatchObject({ street: '12 MG Road', zipcode: '560001' });
    await asha.agent.post('/api/address/delete').send({ id: home._id }).expect(404);
  });

  it('keeps exactly one default, whatever is set at once', async () => {
    const shopper = await registerUser(app);
    const first = await add(shopper);
    const second = await add(shopper, { street: '2 Second Street' });
    const third = await add(shopper, { street: '3 Third Street' });
    expect(await defaults(shopper)).toEqual([first._id]);

    const ids = [first._id, second._id, third._id];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        shopper.agent.post('/api/address/default').send({ id: ids[i % 3] }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(await defaults(shopper)).toHaveLength(1);

    await shopper.agent.post('/api/address/default').send({ id: third._id }).expect(200);
    expect(await defaults(shopper)).toEqual([third._id]);
    // The default gone, the oldest left takes its place.
    await shopper.agent.post('/api/address/delete').send({ id: third._id }).expect(200);
    expect(await defaults(shopper)).toEqual([first._id]);
  });

  it('finds the city and state of a PIN code in India Post’s list', async () => {
    const found = await app.agent().get('/api/address/pincode/560001').expect(200);
    expect(found.body).toEqual({
      success: true,
      pincode: '560001',
      city: 'Bangalore',
      state: 'Karnataka',
    });
    // Hyderabad is in Telangana, and Leh in Ladakh, whatever the older data says.
    expect((await app.agent().get('/api/address/pincode/500001')).body.state).toBe('Telangana');
    expect((await app.agent().get('/api/address/pincode/194101')).body.state).toBe('Ladakh');
    const unknown = await app.agent().get('/api/address/pincode/999999').expect(404);
    expect(unknown.body.message).toMatch(/^PIN code 999999 is not in India Post's list/);
    await app.agent().get('/api/address/pincode/56OO01').expect(400);
  });
});
