import { describe, expect, it } from 'vitest';
import type { Order } from '../../contract/order.ts';
import { stripeShop } from '../../../test/stripe-shop.ts';
import { deliverStripeEvent, stripeEvent } from '../../../test/stripe-events.ts';
import { availableKinds } from '../../../test/test-databases.ts';

const kinds = await availableKinds();

describe.each(kinds)('order numbers without gaps on %s', (kind) => {
  const { shop, place, pay } = stripeShop(kind);
  const codOrder = () => place('cod');
  const onlineOrder = () => place('stripe');
  const numberOf = async (orderId: string) =>
    (
      (await shop.app.database.db('orders').where('id', orderId).first()) as {
        number: string | null;
      }
    ).number;
  const digits = (number: string | null) => Number(number?.slice(3));

  it('numbers cash orders at once and online ones when paid, skipping none given up', async () => {
    const first = await codOrder();
    const abandoned = await onlineOrder();
    const expired = await onlineOrder();
    const paidLater = await onlineOrder();
    // Until its money comes in an online order has no number: not in the database, not
    // on the loader's payment call.
    expect(await numberOf(abandoned.orderId)).toBeNull();
    const payment = await abandoned.agent.get(`/api/order/${abandoned.orderId}/payment`);
    expect(payment.body.payment).toMatchObject({ number: null, paymentStatus: 'pending' });

    await abandoned.agent
      .post('/api/order/cancel')
      .send({ orderId: abandoned.orderId })
      .expect(200);
    await deliverStripeEvent(
      shop.app,
      stripeEvent('checkout.session.expired', { metadata: { orderId: expired.orderId } }),
    ).expect(200);
    const second = await codOrder();
    await pay(paidLater.orderId);

    const numbers = [first, second, paidLater].map((o) => o.orderId);
    const assigned = await Promise.all(numbers.map(numberOf));
    expect(assigned.map(digits)).toEqual([0, 1, 2].map((i) => digits(assigned[0] ?? null) + i));
    expect(await numberOf(abandoned.orderId)).toBeNull();
    expect(await numberOf(expired.orderId)).toBeNull();

    // The seller's list, the shopper's list and the loader all read the number once paid.
    const sellers = (await shop.seller.get('/api/order/seller').expect(200)).body.orders as Order[];
    expect(sellers.find((o) => o._id === paidLater.orderId)?.number).toBe(assigned[2]);
    expect(sellers.every((o) => o.number !== null)).toBe(true);
    const mine = (await paidLater.agent.get('/api/order/user').expect(200)).body.orders as Order[];
    expect(mine[0]).toMatchObject({ _id: paidLater.orderId, number: assigned[2] });
    const loader = await paidLater.agent.get(`/api/order/${paidLater.orderId}/payment`);
    expect(loader.body.payment).toMatchObject({ number: assigned[2], paymentStatus: 'paid' });
  });

  it('numbers a payment that came in for another amount: the seller must name it', async () => {
    const { orderId } = await onlineOrder();
    await pay(orderId, 100);
    expect(await numberOf(orderId)).toMatch(/^KR-\d{5,}$/);
  });

  it('gives parallel payments distinct numbers, and a repeated event changes none', async () => {
    const orders = await Promise.all(Array.from({ length: 6 }, () => onlineOrder()));
    await Promise.all(orders.map((o) => pay(o.orderId)));
    const numbers = await Promise.all(orders.map((o) => numberOf(o.orderId)));
    expect(new Set(numbers).size).toBe(6);
    expect(numbers.every((n) => /^KR-\d{5,}$/.test(n ?? ''))).toBe(true);
    await pay(orders[0]!.orderId);
    expect(await numberOf(orders[0]!.orderId)).toBe(numbers[0]);
  });
});
