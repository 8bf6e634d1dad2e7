import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliverySettings, DeliverySettingsInput } from '../../contract/delivery.ts';
import { registerUser, signInSeller } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { deliveryRules } from '../../../test/delivery-rules.ts';
import { availableKinds } from '../../../test/test-databases.ts';
import { createDeliveryService } from './delivery.service.ts';

const kinds = await availableKinds();

const SLOTS: DeliverySettingsInput['slots'] = [
  {
    days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
    start: '07:00',
    end: '09:00',
    capacity: 10,
    cutoffMinutes: 60,
  },
  { days: ['Sat', 'Sun'], start: '18:00', end: '20:00', capacity: 2, cutoffMinutes: 0 },
];

const rules = (overrides: Partial<DeliverySettingsInput> = {}) => deliveryRules(SLOTS, overrides);

describe.each(kinds)('delivery settings and quotes on %s', (kind) => {
  let app: TestApp;
  let seller: Awaited<ReturnType<typeof signInSeller>>;
  const settings = async () =>
    (await app.agent().get('/api/delivery/settings').expect(200)).body.settings as DeliverySettings;
  const save = (body: unknown) => seller.post('/api/delivery/settings').send(body as object);
  /** The service as it answers at `time`, in India. */
  const deliveryAt = (time: number) =>
    createDeliveryService({ db: app.database.db, timeZone: 'Asia/Kolkata', now: () => time });

  beforeAll(async () => {
    app = await createTestApp(kind);
    seller = await signInSeller(app);
  });
  afterAll(() => app.close());

  it('starts delivering everywhere, free, with no minimum and no slots', async () => {
    expect(await settings()).toEqual({
      pincodes: [],
      minOrder: 0,
      fee: 0,
      freeAbove: null,
      slots: [],
      timeZone: 'Asia/Kolkata',
    });
    const quote = await app
      .agent()
      .get('/api/delivery/quote?pincode=110001&subtotal=1')
      .expect(200);
    expect(quote.body).toMatchObject({
      served: true,
      fee: 0,
      toMinimum: 0,
      slots: [],
      fullSlots: [],
      slotsRequired: false,
    });
    expect(quote.body.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lets only the seller replace them', async () => {
    await app.agent().post('/api/delivery/settings').send(rules()).expect(401);
    const { agent: shopper } = await registerUser(app);
    await shopper.post('/api/delivery/settings').send(rules()).expect(403);
    expect((await settings()).pincodes).toEqual([]);
  });

  it('saves the settings, keeps a slot sent back with its id and retires one left out', async () => {
    const saved = (await save(rules()).expect(200)).body.settings as DeliverySettings;
    expect(saved).toMatchObject({ minOrder: 100, fee: 30, freeAbove: 500 });
    expect(saved.pincodes).toEqual([
      { pincode: '560001', fee: null },
      { pincode: '560002', fee: 15 },
    ]);
    const [morning, weekend] = saved.slots;
    expect(morning).toMatchObject({
      start: '07:00',
      end: '09:00',
      capacity: 10,
      cutoffMinutes: 60,
    });
    expect(await settings()).toEqual(saved);

    const again = (await save(rules({ slots: [{ ...weekend!, capacity: 3 }] })).expect(200)).body
      .settings as DeliverySettings;
    expect(again.slots).toEqual([{ ...weekend, capacity: 3 }]);
    const retired = await app.database.db('delivery_slots').where('id', morning!.id).first();
    expect(retired.retiredAt).not.toBeNull();
  });

  it.each([
    [{ pincodes: [{ pincode: '012345', fee: null }] }, 'pincodes[0].pincode'],
    [{ pincodes: [{ pincode: '56001', fee: null }] }, 'pincodes[0].pincode'],
    [
      {
        pincodes: [
          { pincode: '560001', fee: null },
          { pincode: '560001', fee: 10 },
        ],
      },
      'pincodes[1].pincode',
    ],
    [{ minOrder: -1 }, 'minimum order'],
    [{ fee: 10.555 }, 'delivery fee'],
    [{ freeAbove: 100001 }, 'Free delivery above'],
    [
      { slots: [{ days: [], start: '07:00', end: '09:00', capacity: 1, cutoffMinutes: 0 }] },
      'slots[0].days',
    ],
    [
      { slots: [{ days: ['Mon'], start: '9:00', end: '10:00', capacity: 1, cutoffMinutes: 0 }] },
      'slots[0].start',
    ],
    [
      { slots: [{ days: ['Mon'], start: '10:00', end: '10:00', capacity: 1, cutoffMinutes: 0 }] },
      'slots[0].end',
    ],
    [
      { slots: [{ days: ['Mon'], start: '07:00', end: '09:00', capacity: 0, cutoffMinutes: 0 }] },
      'slots[0].capacity',
    ],
    [
      {
        slots: [{ days: ['Mon'], start: '07:00', end: '09:00', capacity: 1, cutoffMinutes: 2881 }],
      },
      'slots[0].cutoffMinutes',
    ],
  ])('refuses %j with a 400 naming %s, and saves nothing', async (change, field) => {
    const before = await settings();
    const res = await save(rules(change as Partial<DeliverySettingsInput>)).expect(400);
    expect(res.body.message).toContain(field);
    expect(await settings()).toEqual(before);
  });

  it('takes 5,000 PIN codes (a body over 100 KB) and refuses 5,001', async () => {
    const pins = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        pincode: String(400000 + i),
        fee: i % 2 ? 20 : null,
      }));
    await save(rules({ pincodes: pins(5001) })).expect(400);
    const saved = (await save(rules({ pincodes: pins(5000) })).expect(200)).body.settings;
    expect(saved.pincodes).toHaveLength(5000);
    await save(rules()).expect(200);
  });

  it('quotes the fee, what is missing for free delivery and the minimum, by PIN code', async () => {
    await save(rules()).expect(200);
    const quote = async (query: string) =>
      (await app.agent().get(`/api/delivery/quote?${query}`).expect(200)).body;
    expect(await quote('pincode=560001&subtotal=80.50')).toMatchObject({
      served: true,
      fee: 30,
      freeAbove: 500,
      toFreeDelivery: 419.5,
      minOrder: 100,
      toMinimum: 19.5,
    });
    expect(await quote('pincode=560002&subtotal=200')).toMatchObject({ fee: 15, toMinimum: 0 });
    expect(await quote('pincode=560002&subtotal=500')).toMatchObject({ fee: 0, toFreeDelivery: 0 });
    expect(await quote('pincode=560099&subtotal=200')).toMatchObject({ served: false, slots: [] });
    await app.agent().get('/api/delivery/quote?pincode=060001&subtotal=1').expect(400);
    await app.agent().get('/api/delivery/quote?pincode=560001&subtotal=1.234').expect(400);
    await app.agent().get('/api/delivery/quote?pincode=560001').expect(400);
  });

  it('offers the slots of the coming week in the shop’s days, before their cut-off, with places left', async () => {
    await save(rules()).expect(200);
    const slots = (await settings()).slots;
    // Friday 27 Nov 2026, 06:30 in India: this morning's slot closed at 06:00 (cut-off 60).
    const friday = Date.UTC(2026, 10, 27, 1, 0);
    const delivery = deliveryAt(friday);
    const weekend = slots[1]!;
    await app.database
      .db('delivery_bookings')
      .insert({ slotId: weekend.id, date: '2026-11-28', booked: 2 });
    const quote = await delivery.quote('560001', 20_000);
    expect(quote).toMatchObject({ today: '2026-11-27', slotsRequired: true });
    expect(quote.slots.map((s) => `${s.date} ${s.start}-${s.end} ${s.left}`)).toEqual([
      // Saturday's is full; Sunday's has both places.
      '2026-11-29 18:00-20:00 2',
      '2026-11-30 07:00-09:00 10',
      '2026-12-01 07:00-09:00 10',
      '2026-12-02 07:00-09:00 10',
      '2026-12-03 07:00-09:00 10',
    ]);
    // The full one is still shown to the shopper, as taken.
    expect(quote.fullSlots).toEqual([
      { id: weekend.id, date: '2026-11-28', start: '18:00', end: '20:00', left: 0 },
    ]);
    // At 05:59 the morning slot of today is still open.
    const early = deliveryAt(Date.UTC(2026, 10, 27, 0, 29));
    expect((await early.quote('560001', 20_000)).slots[0]).toMatchObject({
      date: '2026-11-27',
      start: '07:00',
      left: 10,
    });
  });

  it('shows the seller the week: every slot of every day, booked against capacity', async () => {
    await app.agent().get('/api/delivery/calendar').expect(401);
    await save(rules()).expect(200);
    const slots = (await settings()).slots;
    const friday = Date.UTC(2026, 10, 27, 1, 0);
    const delivery = deliveryAt(friday);
    await app.database
      .db('delivery_bookings')
      .where({ slotId: slots[1]!.id, date: '2026-11-29' })
      .delete();
    await app.database
      .db('delivery_bookings')
      .insert({ slotId: slots[1]!.id, date: '2026-11-29', booked: 1 });
    const week = await delivery.calendar();
    expect(week.map((d) => `${d.date} ${d.weekday}`)).toEqual([
      '2026-11-27 Fri',
      '2026-11-28 Sat',
      '2026-11-29 Sun',
      '2026-11-30 Mon',
      '2026-12-01 Tue',
      '2026-12-02 Wed',
      '2026-12-03 Thu',
    ]);
    // This morning's slot closed at 06:00; Sunday's evening has one of its two places taken.
    expect(week[0]!.slots).toEqual([
      { id: slots[0]!.id, start: '07:00', end: '09:00', capacity: 10, booked: 0, closed: true },
    ]);
    expect(week[2]!.slots[0]).toMatchObject({ capacity: 2, booked: 1, closed: false });
    const answer = await seller.get('/api/delivery/calendar').expect(200);
    expect(answer.body).toMatchObject({ success: true, timeZone: 'Asia/Kolkata' });
    expect(answer.body.days).toHaveLength(7);
  });
});
