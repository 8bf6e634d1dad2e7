import { describe, expect, it } from 'vitest';
import { OrderAddressModel } from '../order/order-address.model.ts';
import { OrderItemModel } from '../order/order-item.model.ts';
import { OrderModel } from '../order/order.model.ts';
import { renderOrderMail, type MailShop, type OrderMailKind } from './order-mail.ts';
import { senderOf } from './shop-mail-outbox.ts';

const links = {
  myOrders: 'https://shop.test/my-orders',
  sellerOrders: 'https://admin.test/orders',
};
const LONG_NAME =
  'Organic cold-pressed groundnut oil from the Saurashtra cooperative, family pack of five litres';

function order(overrides: Partial<OrderModel> = {}): OrderModel {
  const items = [
    Object.assign(new OrderItemModel(), { name: LONG_NAME, quantity: 1, offerPricePaise: 120000 }),
    Object.assign(new OrderItemModel(), { name: 'Toor dal', quantity: 2, offerPricePaise: 1450 }),
  ];
  const address = Object.assign(new OrderAddressModel(), {
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    street: '14 Paud Road',
    landmark: 'Opposite Kothrud bus depot',
    city: 'Pune',
    state: 'Maharashtra',
    zipcode: '411038',
    country: 'India',
    phone: '+91 98450 12345',
  });
  // 1,200.00 + 29.00 = 1,229.00; 2% tax 24.58; 1,253.58.
  return Object.assign(new OrderModel(), {
    id: 'o1',
    number: 'KR-10427',
    status: 'Order Placed',
    paymentType: 'COD',
    paymentStatus: 'not_required',
    subtotalPaise: 122900,
    taxPaise: 2458,
    amountPaise: 125358,
    paidAmountPaise: null,
    refundStatus: null,
    items,
    address,
    ...overrides,
  });
}

const everyMail: [OrderMailKind, OrderModel['status'] | null][] = [
  ['confirmation', null],
  ['new-order', null],
  ['status', 'Out for delivery'],
  ['status', 'Delivered'],
  ['status', 'Cancelled'],
  ['refund', null],
];
const render = (
  kind: OrderMailKind,
  status: OrderModel['status'] | null = null,
  o = order(),
  shop?: MailShop,
) => renderOrderMail(kind, o, status, links, shop);

describe('order emails on a phone', () => {
  it.each(everyMail)('%s %s: a viewport, one column, no fixed width over 360 px', (kind, st) => {
    const { html } = render(kind, st);
    expect(html).toMatch(/<head>[^]*<meta charset="utf-8">[^]*<\/head>/);
    expect(html).toMatch(
      /<head>[^]*<meta name="viewport" content="width=device-width, initial-scale=1">[^]*<\/head>/,
    );
    expect(html).toContain('max-width:600px');
    // Every width (attribute or style) but max-width is 100% or at most 360 px.
    const widths = [...html.matchAll(/(?<![-\w])width\s*(?:=\s*"|:\s*)(\d+)(px|%)?/g)];
    expect(widths.length).toBeGreaterThan(0);
    for (const [whole, size, unit] of widths)
      expect(unit === '%' ? 100 : Number(size), whole).toBeLessThanOrEqual(
        unit === '%' ? 100 : 360,
      );
    expect(html).not.toMatch(/<style/i);
  });

  it('wraps long product names and right-aligns the amounts in a full-width table', () => {
    const { html } = render('confirmation');
    const row = html.match(/<tr><td[^>]*>Organic cold-pressed[^]*?<\/tr>/)?.[0] ?? '';
    expect(row).toMatch(/<td style="[^"]*word-break:break-word[^"]*">Organic/);
    expect(row).toMatch(/<td align="right" style="[^"]*text-align:right[^"]*">Rs\.1,200\.00</);
    expect(html).toMatch(/<table[^>]*style="width:100%;border-collapse:collapse;margin/);
  });
});

describe('who an order email speaks to', () => {
  it('tells the seller to collect the cash, and the shopper to keep it ready', () => {
    const seller = render('new-order');
    expect(seller.text).toContain('Collect Rs.1,253.58 on delivery.');
    expect(seller.html).toContain('Collect Rs.1,253.58 on delivery.');
    expect(seller.text).not.toMatch(/keep/i);
    const shopper = render('confirmation');
    expect(shopper.text).toContain('Cash on Delivery: please keep Rs.1,253.58 ready.');
    expect(shopper.text).not.toContain('Collect');
  });

  it('groups large amounts the Indian way', () => {
    const big = order({ amountPaise: 12345678 });
    expect(render('new-order', null, big).text).toContain('Collect Rs.1,23,456.78 on delivery.');
  });

  it('tells the seller a paid online order has nothing to collect', () => {
    const paid = order({ paymentType: 'Online', paymentStatus: 'paid', paidAmountPaise: 125358 });
    const { text } = render('new-order', null, paid);
    expect(text).toContain('Paid online (Rs.1,253.58); nothing to collect.');
    expect(text).not.toContain('Collect');
    expect(render('confirmation', null, paid).text).toContain('Online: Rs.1,253.58 paid.');
  });

  it('prints the landmark as the shopper typed it, on its own line', () => {
    for (const kind of ['confirmation', 'new-order'] as const) {
      const { text, html } = render(kind);
      expect(text).toContain('14 Paud Road\nOpposite Kothrud bus depot\nPune, Maharashtra');
      expect(html).toContain('14 Paud Road<br>Opposite Kothrud bus depot<br>Pune');
      expect(text).not.toContain('Near ');
      expect(html).not.toContain('Near ');
    }
  });
});

describe('the cancellation email', () => {
  it("gives the shop's reason, from the list or in the seller's words", () => {
    const listed = order({ status: 'Cancelled', cancelReason: 'out-of-stock', cancelNote: null });
    expect(render('status', 'Cancelled', listed).text).toContain(
      "The shop's reason: Items are out of stock",
    );
    const own = order({ status: 'Cancelled', cancelReason: 'other', cancelNote: 'Rain, no rider' });
    expect(render('status', 'Cancelled', own).text).toContain("The shop's reason: Rain, no rider");
    expect(render('status', 'Cancelled', order({ status: 'Cancelled' })).text).not.toContain(
      'reason',
    );
  });
});

describe('the delivered email', () => {
  it('is the itemised receipt with how it was paid', () => {
    const { text, html } = render('status', 'Delivered', order({ status: 'Delivered' }));
    expect(text).toContain(`${LONG_NAME} × 1: Rs.1,200.00`);
    expect(text).toContain('Toor dal × 2: Rs.29.00');
    expect(text).toContain('Subtotal: Rs.1,229.00\nTax: Rs.24.58\nTotal: Rs.1,253.58');
    expect(text).toContain('Paid in cash on delivery (Rs.1,253.58).');
    expect(html).toContain('Toor dal × 2');
    expect(html).toMatch(/font-weight:700[^>]*>Total<\/td>/);
  });

  it('says an online order was paid online', () => {
    const online = order({ paymentType: 'Online', paymentStatus: 'paid', paidAmountPaise: 125358 });
    const { text } = render('status', 'Delivered', online);
    expect(text).toContain('Toor dal × 2: Rs.29.00');
    expect(text).toContain('Paid online (Rs.1,253.58).');
  });
});

describe('the shop in every email', () => {
  const shop = { name: 'Sharma Stores', phone: '+919845012345' };

  it.each(everyMail)('%s %s names the shop and offers its phone', (kind, st) => {
    const { text, html, subject } = render(kind, st, order(), shop);
    expect(text).toMatch(/-- Sharma Stores\nCall \+91 98450 12345$/);
    expect(html).toContain('Sharma Stores<br><a href="tel:+919845012345"');
    expect(html).toContain('>Call +91 98450 12345</a>');
    if (kind !== 'new-order') expect(subject).toContain('Sharma Stores');
  });

  it.each(everyMail)('%s %s names Kirana, with no phone, when none is set', (kind, st) => {
    const { text, html } = render(kind, st);
    expect(text).toMatch(/-- Kirana$/);
    expect(html).toMatch(/>Kirana<\/p>/);
    expect(html).not.toContain('tel:');
    expect(html).not.toContain('Call ');
  });

  it('escapes the shop name in the HTML', () => {
    const { html } = render('confirmation', null, order(), { name: 'Ram & Sons <Pune>' });
    expect(html).toContain('Ram &amp; Sons &lt;Pune&gt;');
  });

  it('sends from the shop name unless MAIL_FROM names itself', () => {
    expect(senderOf('no-reply@localhost', 'Sharma Stores')).toEqual({
      name: 'Sharma Stores',
      address: 'no-reply@localhost',
    });
    expect(senderOf('<orders@shop.example>', 'Sharma Stores')).toEqual({
      name: 'Sharma Stores',
      address: 'orders@shop.example',
    });
    expect(senderOf('Kirana Stores <orders@shop.example>', 'Sharma Stores')).toBe(
      'Kirana Stores <orders@shop.example>',
    );
  });
});

describe('an order with a delivery fee and a slot', () => {
  const delivered = order({
    deliveryFeePaise: 3000,
    amountPaise: 128358,
    slotId: 's1',
    slotDate: '2026-11-27',
    slotStart: '18:00',
    slotEnd: '20:00',
  });

  it('lists the fee in the receipt and names the slot, to the shopper and the seller', () => {
    for (const kind of ['confirmation', 'new-order'] as const) {
      const { text, html } = render(kind, null, delivered);
      expect(text).toContain('Delivery slot: Fri, 27 Nov, 18:00–20:00');
      expect(html).toMatch(/>Delivery<\/td><td[^>]*>Rs\.30\.00</);
    }
    expect(render('new-order', null, delivered).text).toContain('Collect Rs.1,283.58 on delivery.');
  });

  it('says nothing of delivery when it is free and the shop has no slots', () => {
    const { text } = render('confirmation');
    expect(text).not.toContain('Delivery slot');
    expect(text).not.toMatch(/^Delivery/m);
  });
});
