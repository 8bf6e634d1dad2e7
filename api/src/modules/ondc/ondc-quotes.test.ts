import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, signInSeller } from '../../../test/fixtures.ts';
import type { Callback } from '../../../test/fake-ondc-network.ts';
import { deliveryRules } from '../../../test/delivery-rules.ts';
import { createOndcTestApp, type OndcTestApp } from '../../../test/ondc-test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

interface Quoted {
  order: {
    items: { id: string; quantity: { count: number } }[];
    fulfillments: { state: { descriptor: { code: string } }; end?: unknown }[];
    quote: {
      price: { value: string };
      breakup: {
        '@ondc/org/item_id': string;
        '@ondc/org/title_type': string;
        '@ondc/org/item_quantity'?: { count: number };
        price: { value: string };
      }[];
    };
    billing?: unknown;
    payment?: Record<string, unknown>;
  };
}

describe.each(kinds)('ONDC quotes (select, init) on %s', (kind) => {
  let ondc: OndcTestApp;
  const ids = { atta: '', oil: '', salt: '' };

  const order = (lines: [string, number][], pincode = '560001', extra: object = {}) => ({
    order: {
      provider: { id: 'shop', locations: [{ id: 'L1' }] },
      items: lines.map(([id, count]) => ({ id, location_id: 'L1', quantity: { count } })),
      fulfillments: [
        { end: { location: { gps: '12.97,77.59', address: { area_code: pincode } } } },
      ],
      ...extra,
    },
  });
  /** Sends `action` and resolves with Kirana's callback, checked to be signed by it. */
  async function ask(action: string, message: object): Promise<Callback> {
    const { body, messageId } = ondc.requestBody(action, message);
    await ondc.post(action, body).expect(200);
    const callback = await ondc.callbackFor(messageId);
    expect(callback.signature).toEqual({ ok: true });
    expect(callback.action).toBe(`on_${action}`);
    return callback;
  }
  const quoted = (callback: Callback) => callback.body.message as unknown as Quoted;
  /** The breakup as `type item value` lines, easy to read in a failure. */
  const lines = (callback: Callback) =>
    quoted(callback).order.quote.breakup.map((b) =>
      `${b['@ondc/org/title_type']} ${b['@ondc/org/item_id']} ${b['@ondc/org/item_quantity']?.count ?? ''} ${b.price.value}`.replace(
        /\s+/g,
        ' ',
      ),
    );

  beforeAll(async () => {
    ondc = await createOndcTestApp(kind);
    const seller = await signInSeller(ondc.app);
    await seller
      .post('/api/shop')
      .send({ name: 'Sharma General Store', gstin: '29aagcb7383j1z4' })
      .expect(200);
    // 560001 at the Rs.30 fee, a minimum of Rs.100, free from Rs.500.
    await seller.post('/api/delivery/settings').send(deliveryRules([])).expect(200);
    ids.atta = (await addProduct(seller, { name: 'Chakki Atta', offerPrice: 45.5, stock: 10 }))._id;
    ids.oil = (
      await addProduct(seller, { name: 'Groundnut Oil', price: 160, offerPrice: 150 })
    )._id;
    ids.salt = (await addProduct(seller, { name: 'Iodised Salt', offerPrice: 28, stock: 0 }))._id;
  });
  afterAll(() => ondc.close());

  it('quotes items, the 2% tax and the delivery fee as the web cart does', async () => {
    const callback = await ask(
      'select',
      order([
        [ids.atta, 2],
        [ids.oil, 1],
      ]),
    );
    expect(callback.body.error).toBeUndefined();
    // 2 × 45.50 + 150.00 = 241.00; tax 2% = 4.82 (1.82 + 3.00); delivery 30.00.
    expect(lines(callback)).toEqual([
      `item ${ids.atta} 2 91.00`,
      `tax ${ids.atta} 1.82`,
      `item ${ids.oil} 1 150.00`,
      `tax ${ids.oil} 3.00`,
      'delivery F1 30.00',
    ]);
    expect(quoted(callback).order.quote.price.value).toBe('275.82');
    expect(quoted(callback).order.fulfillments[0]?.state.descriptor.code).toBe('Serviceable');
  });

  it('reports items out of stock or over the count left, as ONDC’s 40002', async () => {
    const callback = await ask(
      'select',
      order([
        [ids.atta, 12],
        [ids.salt, 1],
        [ids.oil, 3],
      ]),
    );
    expect(callback.body.error).toEqual({
      type: 'DOMAIN-ERROR',
      code: '40002',
      message: JSON.stringify([
        { item_id: ids.atta, error: '40002' },
        { item_id: ids.salt, error: '40002' },
      ]),
    });
    expect(quoted(callback).order.items.map((i) => [i.id, i.quantity.count])).toEqual([
      [ids.atta, 10],
      [ids.salt, 0],
      [ids.oil, 3],
    ]);
    // 455.00 + 0 + 450.00 = 905.00, tax 18.10; free delivery above Rs.500.
    expect(quoted(callback).order.quote.price.value).toBe('923.10');
  });

  it('says so for a PIN not served, below the minimum, an unknown item or provider', async () => {
    const far = await ask('select', order([[ids.oil, 1]], '110001'));
    expect(far.body.error).toMatchObject({ type: 'DOMAIN-ERROR', code: '30009' });
    expect(quoted(far).order.fulfillments[0]?.state.descriptor.code).toBe('Non-serviceable');
    expect(lines(far)).toEqual([`item ${ids.oil} 1 150.00`, `tax ${ids.oil} 3.00`]);

    // 45.50 + 0.91 tax + 30.00 delivery, under the Rs.100 minimum.
    const small = await ask('select', order([[ids.atta, 1]]));
    expect(small.body.error).toMatchObject({ code: '30023' });
    expect(quoted(small).order.quote.price.value).toBe('76.41');

    const unknown = await ask('select', order([['no-such-item', 1]]));
    expect(unknown.body.error).toMatchObject({ code: '30004' });
    const elsewhere = await ask('select', {
      order: { ...order([[ids.oil, 1]]).order, provider: { id: 'P9' } },
    });
    expect(elsewhere.body.error).toMatchObject({ code: '30001' });
  });

  it('answers init with the same quote, the buyer’s addresses and cash on delivery', async () => {
    const billing = { name: 'ONDC buyer', phone: '9886098860', address: { area_code: '560001' } };
    const end = {
      location: { gps: '12.97,77.59', address: { area_code: '560001', city: 'Bengaluru' } },
      contact: { phone: '9886098860' },
    };
    const init = order(
      [
        [ids.atta, 2],
        [ids.oil, 1],
      ],
      '560001',
      {
        billing,
        fulfillments: [{ id: 'F1', type: 'Delivery', end }],
      },
    );
    const callback = await ask('init', init);
    expect(callback.body.error).toBeUndefined();
    const answer = quoted(callback).order;
    expect(answer.quote.price.value).toBe('275.82');
    expect(answer.billing).toEqual(billing);
    expect(answer.fulfillments[0]?.end).toEqual(end);
    expect(answer.payment).toMatchObject({
      type: 'ON-FULFILLMENT',
      collected_by: 'BPP',
      status: 'NOT-PAID',
    });

    const prepaid = await ask('init', {
      order: { ...init.order, payment: { type: 'ON-ORDER' } },
    });
    expect(prepaid.body.error).toMatchObject({ code: '40004' });
  });
});
