import { describe, expect, it } from 'vitest';
import { OrderAddressModel } from '../../order/order-address.model.ts';
import { OrderEditModel } from '../../order/order-edit.model.ts';
import { OrderItemModel } from '../../order/order-item.model.ts';
import { OrderModel } from '../../order/order.model.ts';
import { renderOrderMail, type OrderMailKind } from '../order-mail.ts';
import { renderPasswordResetMail } from '../password-mail.ts';
import { mailWordsIn } from './by-language.ts';
import { englishWords } from './en-IN.ts';
import { hindiWords } from './hi.ts';

const links = {
  myOrders: 'https://shop.test/my-orders',
  sellerOrders: 'https://admin.test/orders',
};
const shop = { name: 'Sharma Stores', phone: '+919845012345' };

function order(lang: string | undefined, overrides: Partial<OrderModel> = {}): OrderModel {
  const edit = Object.assign(new OrderEditModel(), {
    id: 'e1',
    lines: [
      { productId: 'p1', name: 'Toor dal', from: 2, to: 1 },
      { productId: 'p2', name: 'Jaggery', from: 1, to: 0 },
    ],
    reason: 'स्टॉक खत्म',
    newAmountPaise: 12345678,
    refundPaise: 0,
  });
  return Object.assign(new OrderModel(), {
    id: 'o1',
    number: 'KR-10427',
    lang,
    status: 'Order Placed',
    paymentType: 'COD',
    paymentStatus: 'not_required',
    subtotalPaise: 12103606,
    taxPaise: 242072,
    deliveryFeePaise: 3000,
    amountPaise: 12345678,
    paidAmountPaise: null,
    refundStatus: null,
    slotDate: '2026-11-27',
    slotStart: '18:00',
    slotEnd: '20:00',
    items: [
      Object.assign(new OrderItemModel(), { name: 'Toor dal', quantity: 2, offerPricePaise: 1450 }),
    ],
    address: Object.assign(new OrderAddressModel(), {
      firstName: 'Asha',
      lastName: 'Rao',
      street: '14 Paud Road',
      city: 'Pune',
      state: 'Maharashtra',
      zipcode: '411038',
      country: 'India',
      phone: '+91 98450 12345',
    }),
    edits: [edit],
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
  ['edited', null],
];
const render = (kind: OrderMailKind, status: OrderModel['status'] | null, o: OrderModel) =>
  renderOrderMail(kind, o, status, links, shop, kind === 'edited' ? 'e1' : null);

// English words the Hindi emails must not say (names, addresses and the shop are as typed).
const ENGLISH =
  /\b(Your|Hello|Thank|Total|Subtotal|Tax|Delivery|Call|Phone|Rs\.|Cash|Online|Paid|order|removed|Reason)\b/;

describe('order emails in Hindi', () => {
  it.each(everyMail)('%s %s says everything in Hindi', (kind, status) => {
    const { subject, text, html } = render(kind, status, order('hi'));
    expect(html).toContain('<html lang="hi">');
    expect(`${subject}\n${text}`).not.toMatch(ENGLISH);
    expect(text).toContain('कॉल करें: +91 98450 12345');
    expect(text).toMatch(/₹/);
  });

  it('writes money with ₹ grouped the Indian way, and the slot’s day in Hindi', () => {
    const { text } = render('confirmation', null, order('hi'));
    expect(text).toContain('कुल: ₹1,23,456.78');
    expect(text).toContain('डिलीवरी: ₹30.00');
    expect(text).toContain('डिलीवरी स्लॉट: शुक्रवार, 27 नवंबर, 18:00–20:00');
    expect(render('edited', null, order('hi')).text).toContain('Jaggery: हटा दिया गया (पहले 1)');
  });

  it('writes a reset link in Hindi for the seller console', () => {
    const mail = renderPasswordResetMail(
      { audience: 'seller', link: 'https://admin.test/reset-password?token=t', lang: 'hi' },
      shop,
    );
    expect(mail?.text).toContain('Sharma Stores विक्रेता कंसोल');
    expect(mail?.text).not.toMatch(ENGLISH);
  });
});

describe('the words of a language', () => {
  it('falls back to English for a language without words, or none', () => {
    expect(mailWordsIn('hi')).toBe(hindiWords);
    for (const lang of ['fr', 'constructor', '', null, undefined])
      expect(mailWordsIn(lang)).toBe(englishWords);
  });

  it.each(everyMail)('%s %s in en-IN is the email as it was without a language', (kind, st) => {
    expect(render(kind, st, order('en-IN'))).toEqual(render(kind, st, order(undefined)));
    expect(render(kind, st, order('en-IN')).html).toContain('<html lang="en">');
  });
});
