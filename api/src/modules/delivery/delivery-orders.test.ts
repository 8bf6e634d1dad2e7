import type { Agent } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliverySettings, DeliverySettingsInput } from '../../contract/delivery.ts';
import type { Order } from '../../contract/order.ts';
import type { Product } from '../../contract/product.ts';
import { startFakeStripe } from '../../../test/fake-stripe.ts';
import { addProduct, registerUser, signInSeller, validAddress } from '../../../test/fixtures.ts';
import { stripeEnv } from '../../../test/stripe-events.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { deliveryRules } from '../../../test/delivery-rules.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

// Friday 27 November 2026, 06:30 in Bengaluru.
const NOW = Date.UTC(2026, 10, 27, 1, 0);
const TODAY = '2026-11-27';

const SLOTS: DeliverySettingsInput['slots'] = [
  // Open today until 17:00.
  {
    days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
    start: '18:00',
    end: '20:00',
    capacity: 10,
    cutoffMinutes: 60,
  },
  // Today's closed at 06:00.
  {
    days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
    start: '07:00',
    end: '09:00',
    capacity: 10,
    cutoffMinutes: 60,
  },
];

const rules = (overrides: Partial<DeliverySettingsInput> = {}) => deliveryRules(SLOTS, overrides);

describe.each(kinds)('orders under the delivery rules on %s', (kind) => {
  let app: TestApp;
  let seller: Agent;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let rice: Product;
  let evening: DeliverySettings['slots'][number];
  let morning: DeliverySettings['slots'][number];

  const shopper = async (zipcode = '560001') => {
    const { agent } = await registerUser(app);
    const res = await agent.post('/api/address/add').send({ address: validAddress({ zipcode }) });
    return { agent, address: res.body.address._id as string };
  };
  const order = (
    who: { agent: Agent; address: string },
    quantity: number,
    slot: { id: string; date: string } | undefined,
    path = 'cod',
  ) =>
    who.agent
      .post(`/api/order/${path}`)
      .send({ address: who.address, items: [{ product: rice._id, quantity }], slot });
  const booked = async (slotId: string, date = TODAY) =>
    Number(
      (await app.database.db('delivery_bookings').where({ slotId, date }).first('booked'))
        ?.booked ?? 0,
    );
  const orderCount = async () =>
    Number(((await app.database.db('orders').count({ n: '*' })) as { n: number }[])[0]?.n);

  beforeAll(async () => {
    fake = await startFakeStripe();
    app = await createTestApp(kind, { env: stripeEnv(fake.url), clock: () => NOW });
    seller = await signInSeller(app);
    // Rs.60 a pack: one is under the minimum, two reach it, nine buy free delivery.
    rice = await addProduct(seller, { name: 'Sona Masoori', price: 70, offerPrice: 60 });
    const saved = (await seller.post('/api/delivery/settings').send(rules()).expect(200)).body
      .settings as DeliverySettings;
    [evening, morning] = saved.slots as [typeof evening, typeof morning];
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('charges the fee and books the slot, and the order keeps both', async () => {
    const asha = await shopper();
    const res = await order(asha, 2, { id: evening.id, date: TODAY }).expect(201);
    const mine = (await asha.agent.get('/api/order/user').expect(200)).body.orders as Order[];
    const placed = mine.find((o) => o._id === res.body.orderId)!;
    // Rs.120 of goods, 2% tax, Rs.30 delivery.
    expect(placed).toMatchObject({
      subtotal: 120,
      tax: 2.4,
      deliveryFee: 30,
      amount: 152.4,
      pincode: '560001',
      slot: { date: TODAY, start: '18:00', end: '20:00' },
    });
    expect(await booked(evening.id)).toBe(1);

    // Changing the rules never changes a placed order.
    await seller
      .post('/api/delivery/settings')
      .send(rules({ fee: 45, slots: [{ ...evening, start: '17:00' }, morning] }))
      .expect(200);
    const again = (await asha.agent.get('/api/order/user').expect(200)).body.orders as Order[];
    expect(again.find((o) => o._id === placed._id)).toMatchObject({
      deliveryFee: 30,
      amount: 152.4,
      slot: { start: '18:00' },
    });
    await seller
      .post('/api/delivery/settings')
      .send(rules({ slots: [evening, morning] }))
      .expect(200);
  });

  it('takes a PIN code’s own fee, and none above the free-delivery amount', async () => {
    const ravi = await shopper('560002');
    const two = await order(ravi, 2, { id: evening.id, date: TODAY }).expect(201);
    const nine = await order(ravi, 9, { id: evening.id, date: TODAY }).expect(201);
    const mine = (await ravi.agent.get('/api/order/user').expect(200)).body.orders as Order[];
    expect(mine.find((o) => o._id === two.body.orderId)?.deliveryFee).toBe(15);
    expect(mine.find((o) => o._id === nine.body.orderId)).toMatchObject({
      deliveryFee: 0,
      amount: 550.8,
    });
  });

  it.each([
    ['an address whose PIN code is not served', '560099', 2, 'evening', 409, 'PINCODE_NOT_SERVED'],
    ['goods under the minimum', '560001', 1, 'evening', 409, 'BELOW_MINIMUM'],
    ['a slot past its cut-off', '560001', 2, 'morning', 409, 'SLOT_CLOSED'],
    ['a slot on a day it is not offered', '560001', 2, 'saturday', 409, 'SLOT_CLOSED'],
    ['an unknown slot', '560001', 2, 'unknown', 409, 'SLOT_CLOSED'],
    ['no slot while the shop has slots', '560001', 2, 'none', 400, undefined],
  ])('refuses %s, and writes nothing', async (_, zipcode, quantity, which, status, code) => {
    const who = await shopper(zipcode);
    const slot = {
      evening: { id: evening.id, date: TODAY },
      morning: { id: morning.id, date: TODAY },
      saturday: { id: evening.id, date: '2026-11-28' },
      unknown: { id: 'no-such-slot', date: TODAY },
      none: undefined,
    }[which];
    const before = { orders: await orderCount(), booked: await booked(evening.id) };
    const res = await order(who, quantity, slot).expect(status);
    expect(res.body.code).toBe(code);
    if (code === 'BELOW_MINIMUM')
      expect(res.body.message).toBe('The minimum order is Rs.100.00. Please add Rs.40.00 more.');
    expect({ orders: await orderCount(), booked: await booked(evening.id) }).toEqual(before);
  });

  it('gives exactly the capacity to 50 shoppers racing for a slot, and frees cancelled places once', async () => {
    await seller
      .post('/api/delivery/settings')
      .send(
        rules({
          slots: [
            evening,
            morning,
            { days: ['Fri'], start: '20:00', end: '21:00', capacity: 10, cutoffMinutes: 0 },
          ],
        }),
      )
      .expect(200);
    const late = (
      (await app.agent().get('/api/delivery/settings')).body.settings as DeliverySettings
    ).slots[2]!;
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => shopper()));
    const answers = await Promise.all(
      shoppers.map((who) => order(who, 2, { id: late.id, date: TODAY })),
    );
    const placed = answers.filter((r) => r.status === 201);
    const full = answers.filter((r) => r.status === 409);
    expect(placed).toHaveLength(10);
    expect(full).toHaveLength(40);
    expect(new Set(full.map((r) => r.body.code))).toEqual(new Set(['SLOT_FULL']));
    expect(await booked(late.id)).toBe(10);

    const winners = shoppers.filter((_, i) => answers[i]!.status === 201).slice(0, 3);
    for (const [i, who] of winners.entries()) {
      const orderId = answers[shoppers.indexOf(who)]!.body.orderId as string;
      await who.agent.post('/api/order/cancel').send({ orderId }).expect(200);
      // A second cancel changes nothing.
      await who.agent.post('/api/order/cancel').send({ orderId }).expect(409);
      expect(await booked(late.id)).toBe(9 - i);
    }
    const open = (await app.agent().get('/api/delivery/quote?pincode=560001&subtotal=200')).body;
    expect(open.slots.find((s: { id: string }) => s.id === late.id)?.left).toBe(3);
  });

  it('charges Stripe the fee as a line, and gives the place back when the payment is given up', async () => {
    const meena = await shopper();
    const before = await booked(evening.id);
    const res = await order(meena, 2, { id: evening.id, date: TODAY }, 'online').expect(201);
    const session = fake.sessions.at(-1)!;
    expect(session.lineItems.find((l) => l.name === 'Delivery fee')?.unitAmount).toBe(3000);
    expect(session.lineItems.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0)).toBe(15240);
    expect(await booked(evening.id)).toBe(before + 1);
    await meena.agent.post('/api/order/cancel').send({ orderId: res.body.orderId }).expect(200);
    expect(await booked(evening.id)).toBe(before);
  });
});
