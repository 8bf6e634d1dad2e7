import { randomUUID } from 'node:crypto';
import type { Agent } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, signInSeller } from '../../../test/fixtures.ts';
import { startFakeBuyerApp, type Callback } from '../../../test/fake-ondc-network.ts';
import { deliveryRules } from '../../../test/delivery-rules.ts';
import { createOndcTestApp, type OndcTestApp } from '../../../test/ondc-test-app.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { SELLER } from '../../../test/test-app.ts';
import { availableKinds } from '../../../test/test-databases.ts';
import { createOndcMessages } from './ondc-messages.ts';

const kinds = await availableKinds();

interface OndcOrder {
  id: string;
  state: string;
  items: { id: string; quantity: { count: number } }[];
  fulfillments: { state: { descriptor: { code: string } }; tracking: boolean }[];
  quote: { price: { value: string } };
  payment: { type: string; status: string };
  cancellation?: { reason: { id: string } };
  updated_at: string;
}

describe.each(kinds)('ONDC orders (confirm, status, cancel, track) on %s', (kind) => {
  let ondc: OndcTestApp;
  let seller: Agent;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const ids = { atta: '', oil: '' };

  const end = {
    location: {
      gps: '12.97,77.59',
      address: {
        name: 'Asha Rao',
        building: '12 MG Road',
        locality: 'Shivajinagar',
        city: 'Bengaluru',
        state: 'Karnataka',
        country: 'IND',
        area_code: '560001',
      },
    },
    contact: { phone: '9845012345', email: 'asha@buyer.example' },
  };
  const intent = (lines: [string, number][], extra: object = {}) => ({
    order: {
      provider: { id: 'shop', locations: [{ id: 'L1' }] },
      items: lines.map(([id, count]) => ({ id, fulfillment_id: 'F1', quantity: { count } })),
      billing: { name: 'Asha Rao', phone: '9845012345', address: end.location.address },
      fulfillments: [{ id: 'F1', type: 'Delivery', end }],
      ...extra,
    },
  });
  const confirmOf = (orderId: string, lines: [string, number][], total: string) =>
    intent(lines, {
      id: orderId,
      state: 'Created',
      payment: { type: 'ON-FULFILLMENT', collected_by: 'BPP', status: 'NOT-PAID' },
      quote: { price: { currency: 'INR', value: total } },
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    });

  /** Sends `action` and resolves with Kirana's callback, checked to be signed by it. */
  async function ask(
    action: string,
    message: object,
    context: Record<string, unknown> = {},
  ): Promise<Callback> {
    const { body, messageId } = ondc.requestBody(action, message, context);
    await ondc.post(action, body).expect(200);
    const callback = await ondc.callbackFor(messageId);
    expect(callback.signature).toEqual({ ok: true });
    expect(callback.action).toBe(`on_${action}`);
    return callback;
  }
  const orderIn = (callback: Callback) => callback.body.message.order as OndcOrder;
  const stockOf = async (id: string) =>
    Number(
      ((await ondc.app.database.db('products').where({ id }).first('stock')) as { stock: number })
        .stock,
    );
  const ordersOf = (networkOrderId: string) =>
    ondc.app.database.db('orders').where({ networkOrderId }).select('*') as Promise<
      Record<string, unknown>[]
    >;

  beforeAll(async () => {
    sink = await startSmtpSink();
    ondc = await createOndcTestApp(kind, {
      SMTP_URL: sink.url,
      MAIL_FROM: 'Kirana Stores <orders@kirana.test>',
      ONDC_SETTLEMENT_UPI: 'sharmastore@okaxis',
    });
    seller = await signInSeller(ondc.app);
    await seller.post('/api/shop').send({ name: 'Sharma General Store' }).expect(200);
    await seller.post('/api/delivery/settings').send(deliveryRules([])).expect(200);
    ids.atta = (
      await addProduct(seller, { name: 'Chakki Atta', price: 120, offerPrice: 120, stock: 10 })
    )._id;
    ids.oil = (
      await addProduct(seller, { name: 'Groundnut Oil', price: 150, offerPrice: 150, stock: 3 })
    )._id;
  });
  afterAll(async () => {
    await ondc.close();
    await sink.close();
  });

  it('places the buyer app’s order through select, init, confirm, then answers status', async () => {
    const lines: [string, number][] = [[ids.atta, 2]];
    await ask('select', intent(lines));
    const init = orderIn(await ask('init', intent(lines)));
    const total = init.quote.price.value;
    const buyerOrderId = `BAP-${randomUUID()}`;
    const eventsBefore = Number(
      ((await ondc.app.database.db('seller_events').count({ n: '*' }).first()) as { n: number }).n,
    );

    const confirmed = await ask('confirm', confirmOf(buyerOrderId, lines, total));
    expect(confirmed.body.error).toBeUndefined();
    const order = orderIn(confirmed);
    expect(order).toMatchObject({
      id: buyerOrderId,
      state: 'Accepted',
      items: [{ id: ids.atta, quantity: { count: 2 } }],
      fulfillments: [{ state: { descriptor: { code: 'Pending' } }, tracking: false }],
      quote: { price: { value: total } },
      payment: { type: 'ON-FULFILLMENT', status: 'NOT-PAID' },
    });

    const [row] = await ordersOf(buyerOrderId);
    expect(row).toMatchObject({ channel: 'ondc', paymentType: 'COD', status: 'Order Placed' });
    expect(Number(row?.amountPaise) / 100).toBe(Number(total));
    const address = (await ondc.app.database
      .db('orderAddresses')
      .where({ orderId: row?.id })
      .first()) as Record<string, unknown>;
    expect(address).toMatchObject({
      firstName: 'Asha',
      lastName: 'Rao',
      phone: '+91 98450 12345',
      zipcode: '560001',
      street: '12 MG Road, Shivajinagar',
    });
    expect(await stockOf(ids.atta)).toBe(8);

    // The seller's live alert and email, as for a web order; the buyer hears from its app.
    const events = (await ondc.app.database
      .db('seller_events')
      .where({ orderId: row?.id })
      .select('kind')) as { kind: string }[];
    expect(events.map((e) => e.kind)).toEqual(['new']);
    expect(eventsBefore).toBeGreaterThanOrEqual(0);
    await ondc.app.services.mailOutbox.runOnce();
    const mails = sink.received.filter((m) => m.text.includes(String(row?.number)));
    expect(mails.map((m) => m.to)).toEqual([[SELLER.email]]);

    // The seller console lists it with its channel.
    const listed = (await seller.get('/api/order/seller').expect(200)).body as {
      orders: { _id: string; channel: string }[];
    };
    expect(listed.orders.find((o) => o._id === row?.id)?.channel).toBe('ondc');
    const summary = (await seller.get('/api/seller/summary').expect(200)).body as {
      summary: { ondcOrders: number };
    };
    expect(summary.summary.ondcOrders).toBe(1);

    const status = orderIn(await ask('status', { order_id: buyerOrderId }));
    expect(status).toMatchObject({ id: buyerOrderId, state: 'Accepted' });
    const track = await ask('track', { order_id: buyerOrderId });
    expect(track.body.message).toEqual({ tracking: { id: 'F1', status: 'inactive' } });
  });

  it('books the delivery slot the buyer app chose, and keeps its id and time after', async () => {
    const everyDay = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
    await seller
      .post('/api/delivery/settings')
      .send(
        deliveryRules([
          { days: [...everyDay], start: '18:00', end: '20:00', capacity: 1, cutoffMinutes: 0 },
        ]),
      )
      .expect(200);
    try {
      type Slotted = { id: string; end: { time: { range: { start: string; end: string } } } };
      const lines: [string, number][] = [[ids.atta, 1]];
      const offered = orderIn(await ask('select', intent(lines)))
        .fulfillments as unknown as Slotted[];
      expect(offered.length).toBeGreaterThanOrEqual(6);
      // The buyer takes another slot than the quote's own (the first).
      const [first, second] = offered;
      expect(second!.id).not.toBe(first!.id);
      const range = second!.end.time.range;
      expect(Date.parse(range.end) - Date.parse(range.start)).toBe(2 * 60 * 60 * 1000);

      // The buyer takes the second slot in init and confirm.
      const chosen = (extra: object = {}) =>
        intent(lines, { ...extra, fulfillments: [{ id: second!.id, type: 'Delivery', end }] });
      const init = orderIn(await ask('init', chosen()));
      expect(init.fulfillments.map((f) => (f as unknown as Slotted).id)).toEqual([second!.id]);
      const buyerOrderId = `BAP-${randomUUID()}`;
      const confirm = (id: string) =>
        chosen({
          id,
          state: 'Created',
          payment: { type: 'ON-FULFILLMENT', collected_by: 'BPP', status: 'NOT-PAID' },
          quote: { price: { currency: 'INR', value: init.quote.price.value } },
        });
      const confirmed = await ask('confirm', confirm(buyerOrderId));
      expect(confirmed.body.error).toBeUndefined();
      const placed = orderIn(confirmed) as unknown as {
        items: { fulfillment_id: string }[];
        fulfillments: Slotted[];
      };
      expect(placed.items[0]?.fulfillment_id).toBe(second!.id);
      expect(placed.fulfillments[0]?.id).toBe(second!.id);
      expect(placed.fulfillments[0]?.end.time.range).toEqual(range);
      const [row] = await ordersOf(buyerOrderId);
      expect(second!.id).toBe(`slot-${String(row?.slotDate)}-${String(row?.slotId)}`);
      expect(row?.slotStart).toBe('18:00');
      const status = orderIn(await ask('status', { order_id: buyerOrderId })) as unknown as {
        fulfillments: Slotted[];
      };
      expect(status.fulfillments[0]?.end.time.range).toEqual(range);
      const track = await ask('track', { order_id: buyerOrderId });
      expect(track.body.message).toEqual({ tracking: { id: second!.id, status: 'inactive' } });

      // Its one place is taken: another order for it is refused, nothing written.
      const again = await ask('confirm', confirm(`BAP-${randomUUID()}`));
      expect(again.body.error).toMatchObject({ type: 'DOMAIN-ERROR', code: '40000' });
      expect(again.body.error).toMatchObject({
        message: expect.stringMatching(/filled up/i) as unknown,
      });
      const refusedInit = await ask('init', chosen());
      expect(refusedInit.body.error).toMatchObject({ code: '40000' });
    } finally {
      await seller.post('/api/delivery/settings').send(deliveryRules([])).expect(200);
    }
  });

  it('tells the buyer app of the seller’s Packed with a signed on_status', async () => {
    const buyerOrderId = `BAP-${randomUUID()}`;
    const confirmed = await ask('confirm', confirmOf(buyerOrderId, [[ids.atta, 1]], '152.40'));
    expect(confirmed.body.error).toBeUndefined();
    const [row] = await ordersOf(buyerOrderId);
    const before = ondc.buyer.callbacks.length;
    await seller.post('/api/order/status').send({ orderId: row?.id, status: 'Packed' }).expect(200);
    await ondc.buyer.received(before + 1);
    const sent = ondc.buyer.callbacks
      .slice(before)
      .find((c) => c.action === 'on_status' && orderIn(c).id === buyerOrderId);
    expect(sent?.signature).toEqual({ ok: true });
    expect(sent?.body.context).toMatchObject({
      action: 'on_status',
      transaction_id: confirmed.body.context.transaction_id,
      bpp_id: 'kirana.test',
    });
    expect(sent?.body.context.message_id).not.toBe(confirmed.body.context.message_id);
    expect(orderIn(sent!)).toMatchObject({
      state: 'In-progress',
      fulfillments: [{ state: { descriptor: { code: 'Packed' } } }],
    });
  });

  it('cancels for the buyer app before packing: stock back, reason kept; refused after', async () => {
    const buyerOrderId = `BAP-${randomUUID()}`;
    const stock = await stockOf(ids.atta);
    await ask('confirm', confirmOf(buyerOrderId, [[ids.atta, 3]], '397.20'));
    expect(await stockOf(ids.atta)).toBe(stock - 3);
    const cancelled = await ask('cancel', {
      order_id: buyerOrderId,
      cancellation_reason_id: '052',
    });
    expect(cancelled.body.error).toBeUndefined();
    expect(orderIn(cancelled)).toMatchObject({
      state: 'Cancelled',
      fulfillments: [{ state: { descriptor: { code: 'Cancelled' } } }],
      cancellation: { reason: { id: '052' } },
    });
    expect(await stockOf(ids.atta)).toBe(stock);
    expect((await ordersOf(buyerOrderId))[0]?.status).toBe('Cancelled');

    const packedId = `BAP-${randomUUID()}`;
    await ask('confirm', confirmOf(packedId, [[ids.atta, 1]], '152.40'));
    const [row] = await ordersOf(packedId);
    await seller.post('/api/order/status').send({ orderId: row?.id, status: 'Packed' }).expect(200);
    const refused = await ask('cancel', { order_id: packedId, cancellation_reason_id: '052' });
    expect(refused.body.error).toMatchObject({ type: 'DOMAIN-ERROR', code: '50001' });
    expect((await ordersOf(packedId))[0]?.status).toBe('Packed');
  });

  it('takes an order paid to the buyer app (ON-ORDER), settled to the shop’s UPI', async () => {
    const lines: [string, number][] = [[ids.atta, 1]];
    const init = await ask(
      'init',
      intent(lines, {
        payment: {
          type: 'ON-ORDER',
          '@ondc/org/buyer_app_finder_fee_type': 'percent',
          '@ondc/org/buyer_app_finder_fee_amount': '3',
        },
      }),
    );
    expect(init.body.error).toBeUndefined();
    const terms = orderIn(init).payment as unknown as Record<string, unknown>;
    // The buyer app collects: the shop says where it is paid, not who collects.
    expect(terms).not.toHaveProperty('collected_by');
    expect(terms).toMatchObject({
      '@ondc/org/buyer_app_finder_fee_amount': '3',
      '@ondc/org/settlement_details': [
        {
          settlement_counterparty: 'seller-app',
          settlement_phase: 'sale-amount',
          settlement_type: 'upi',
          upi_address: 'sharmastore@okaxis',
          beneficiary_name: 'Sharma General Store',
        },
      ],
    });
    const total = orderIn(init).quote.price.value;
    const payment = {
      ...terms,
      type: 'ON-ORDER',
      collected_by: 'BAP',
      status: 'PAID',
      params: { currency: 'INR', transaction_id: 'UPI-778899', amount: total },
    };
    const confirmWith = (id: string, paid: object) =>
      intent(lines, {
        id,
        state: 'Created',
        payment: paid,
        quote: { price: { currency: 'INR', value: total } },
      });

    // Not paid, another amount, or collected by us: refused, nothing written.
    for (const wrong of [
      { ...payment, status: 'NOT-PAID' },
      { ...payment, params: { ...payment.params, amount: '100.00' } },
      { ...payment, collected_by: 'BPP' },
    ]) {
      const id = `BAP-${randomUUID()}`;
      const refused = await ask('confirm', confirmWith(id, wrong));
      expect(refused.body.error).toMatchObject({ type: 'DOMAIN-ERROR' });
      expect(await ordersOf(id)).toHaveLength(0);
    }

    const buyerOrderId = `BAP-${randomUUID()}`;
    const confirmed = await ask('confirm', confirmWith(buyerOrderId, payment));
    expect(confirmed.body.error).toBeUndefined();
    // Confirm's payment, whole, as ONDC's log validator compares them.
    expect(orderIn(confirmed).payment).toEqual(payment);
    const [row] = await ordersOf(buyerOrderId);
    expect(row).toMatchObject({
      channel: 'ondc',
      paymentType: 'Online',
      paymentStatus: 'paid',
      providerPaymentId: 'UPI-778899',
    });
    expect(Number(row?.paidAmountPaise)).toBe(Math.round(Number(total) * 100));
    expect(String(row?.number)).toMatch(/^KR-\d+$/);
    await ondc.app.services.mailOutbox.runOnce();
    const mail = sink.received.find((m) => m.text.includes(String(row?.number)));
    expect(mail?.to).toEqual([SELLER.email]);
    expect(mail?.text).toContain('nothing to collect');

    // Cancelled: the buyer app refunds its buyer; the shop has nothing to send back.
    const cancelled = await ask('cancel', {
      order_id: buyerOrderId,
      cancellation_reason_id: '052',
    });
    expect(orderIn(cancelled)).toMatchObject({ state: 'Cancelled', payment });
    expect((await ordersOf(buyerOrderId))[0]).toMatchObject({
      status: 'Cancelled',
      refundStatus: 'refunded',
    });
  });

  it('tells the buyer app of an edit to a prepaid order with on_update, refunded by the network', async () => {
    const lines: [string, number][] = [[ids.atta, 2]];
    const paying = { payment: { type: 'ON-ORDER' } };
    const init = await ask('init', intent(lines, paying));
    const total = orderIn(init).quote.price.value;
    const buyerOrderId = `BAP-${randomUUID()}`;
    const payment = {
      ...(orderIn(init).payment as unknown as Record<string, unknown>),
      type: 'ON-ORDER',
      collected_by: 'BAP',
      status: 'PAID',
      params: { currency: 'INR', transaction_id: 'UPI-445566', amount: total },
    };
    await ask(
      'confirm',
      intent(lines, {
        id: buyerOrderId,
        state: 'Created',
        payment,
        quote: { price: { currency: 'INR', value: total } },
      }),
    );
    const [placed] = await ordersOf(buyerOrderId);
    const before = ondc.buyer.callbacks.length;
    const edited = await seller
      .post('/api/order/edit')
      .send({
        orderId: placed?.id,
        lines: [{ product: ids.atta, quantity: 1 }],
        reason: 'Only one bag left',
      })
      .expect(200);
    const [edit] = edited.body.order.edits as { refundStatus: string; refund: number }[];
    // The buyer app refunds its buyer: nothing for the shop to send, nothing failed.
    expect(edit).toMatchObject({ refundStatus: 'refunded' });
    expect(edit?.refund).toBeGreaterThan(0);
    const retried = await seller.post('/api/order/refund').send({ orderId: placed?.id });
    expect(retried.status).toBeLessThan(500);
    const [news] = await ondc.buyer.received(before + 1);
    const update = ondc.buyer.callbacks.slice(before).find((c) => c.action === 'on_update');
    expect(news).toBeDefined();
    expect(update?.signature).toEqual({ ok: true });
    expect(update?.body.context).toMatchObject({ action: 'on_update' });
    const order = orderIn(update!);
    expect(order.id).toBe(buyerOrderId);
    expect(Number(order.quote.price.value)).toBe(Number(edited.body.order.amount));
    expect(Number(order.quote.price.value)).toBeLessThan(Number(total));
  });

  it('is one order for a confirm sent again with a new message id', async () => {
    const buyerOrderId = `BAP-${randomUUID()}`;
    const stock = await stockOf(ids.atta);
    const message = confirmOf(buyerOrderId, [[ids.atta, 1]], '152.40');
    const first = orderIn(await ask('confirm', message));
    const again = orderIn(await ask('confirm', message));
    expect(again).toEqual({ ...first, updated_at: again.updated_at });
    expect(await ordersOf(buyerOrderId)).toHaveLength(1);
    expect(await stockOf(ids.atta)).toBe(stock - 1);
  });

  it('refuses a confirm for more than the stock, writing no order', async () => {
    const buyerOrderId = `BAP-${randomUUID()}`;
    const answer = await ask('confirm', confirmOf(buyerOrderId, [[ids.oil, 4]], '612.00'));
    expect(answer.body.error).toMatchObject({ type: 'DOMAIN-ERROR', code: '40002' });
    expect(await ordersOf(buyerOrderId)).toHaveLength(0);
    expect(await stockOf(ids.oil)).toBe(3);
  });

  it('gives the last units to exactly one of two buyer apps confirming at once', async () => {
    // Two buyer apps are two accounts: nothing orders their confirms but the stock itself.
    const other = await startFakeBuyerApp(ondc.registry, 'other-buyer.test');
    try {
      const [a, b] = [`BAP-${randomUUID()}`, `BAP-${randomUUID()}`];
      const first = ondc.requestBody('confirm', confirmOf(a, [[ids.oil, 3]], '489.00'));
      const second = ondc.requestBody('confirm', confirmOf(b, [[ids.oil, 3]], '489.00'), {
        bap_id: other.subscriberId,
        bap_uri: other.uri,
      });
      await Promise.all([
        ondc.post('confirm', first.body).expect(200),
        ondc.post('confirm', second.body, other.sign(second.body)).expect(200),
      ]);
      const answers = [await ondc.callbackFor(first.messageId), (await other.received(1))[0]!];
      for (const answer of answers) expect(answer.signature).toEqual({ ok: true });
      expect(answers.filter((c) => c.body.error === undefined)).toHaveLength(1);
      expect((await ordersOf(a)).length + (await ordersOf(b)).length).toBe(1);
      expect(await stockOf(ids.oil)).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('forgets old talk no dispute needs, keeping the quotes, confirm and news of a placed order', async () => {
    const db = ondc.app.database.db;
    // A poll of a placed order's status in its own transaction: answered, then not kept.
    const placed = (await db('ondc_messages')
      .whereNotNull('orderId')
      .where({ direction: 'in', action: 'confirm' })
      .first('transactionId', 'orderId')) as { transactionId: string; orderId: string };
    const order = (await db('orders').where('id', placed.orderId).first('networkOrderId')) as {
      networkOrderId: string;
    };
    await ask(
      'status',
      { order_id: order.networkOrderId },
      { transaction_id: placed.transactionId },
    );
    await ondc.outbox.stop();
    type Row = {
      action: string;
      counterparty: string;
      transactionId: string;
      orderId: string | null;
      nextAttemptAt: number | null;
    };
    const columns = ['action', 'counterparty', 'transactionId', 'orderId', 'nextAttemptAt'];
    const rows = (await db('ondc_messages').select(columns)) as Row[];
    const ordered = new Set(
      rows.filter((r) => r.orderId).map((r) => `${r.counterparty} ${r.transactionId}`),
    );
    const polls = ['search', 'on_search', 'status', 'track', 'on_track'];
    const keeps = (r: Row) =>
      r.nextAttemptAt !== null ||
      (ordered.has(`${r.counterparty} ${r.transactionId}`) &&
        !polls.includes(r.action) &&
        !(r.action === 'on_status' && r.orderId === null));
    const kept = rows.filter(keeps);
    expect(ordered.size).toBeGreaterThan(0);
    expect(kept.some((r) => r.action === 'confirm')).toBe(true);
    expect(rows.some((r) => !keeps(r) && ordered.has(`${r.counterparty} ${r.transactionId}`))).toBe(
      true,
    );

    const messages = createOndcMessages(db, Date.now);
    // Nothing is old enough yet; then everything is, in slices of two.
    expect(await messages.prune(Date.now() - 60_000)).toBe(0);
    expect(await messages.prune(Date.now() + 1, 2)).toBe(rows.length - kept.length);
    const left = (await db('ondc_messages').select(columns)) as Row[];
    expect(left).toHaveLength(kept.length);
    for (const row of left) expect(keeps(row)).toBe(true);
  });
});
