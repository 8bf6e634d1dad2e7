import { describe, expect, it } from 'vitest';
import { OrderModel } from '../order/order.model.ts';
import { loadMailBatch, type MailContacts } from './mail-batch.ts';
import { mailsOf } from './mail-content.ts';
import { MailOutboxModel } from './mail-outbox.model.ts';

const order = Object.assign(new OrderModel(), {
  id: 'o1',
  userId: 'u1',
  number: 'KR-10001',
  lang: 'hi',
  status: 'Order Placed',
  paymentType: 'COD',
  paymentStatus: 'not_required',
  subtotalPaise: 10000,
  taxPaise: 200,
  deliveryFeePaise: 0,
  amountPaise: 10200,
  items: [],
});
const contacts: MailContacts = {
  ordersOf: () => Promise.resolve([order]),
  emailsOf: () => Promise.resolve(new Map([['u1', 'asha@example.com']])),
  // The account changed last first: its language is SELLER_NOTIFY_EMAIL's.
  activeSellers: () =>
    Promise.resolve([
      { email: 'owner@shop.test', lang: 'hi' },
      { email: 'packer@shop.test', lang: 'en-IN' },
      { email: 'son@shop.test', lang: 'hi' },
    ]),
  shopEmail: () => Promise.resolve(null),
};
const message = (fields: Partial<MailOutboxModel>) =>
  Object.assign(new MailOutboxModel(), {
    id: 'm1',
    orderId: 'o1',
    status: null,
    editId: null,
    recipient: null,
    link: null,
    lang: null,
    ...fields,
  });
const links = {
  myOrders: 'https://shop.test/my-orders',
  sellerOrders: 'https://admin.test/orders',
};
const shop = { name: 'Kirana' };

describe('who reads a message in which language', () => {
  const newOrder = message({ kind: 'new-order', audience: 'seller' });
  const confirmation = message({ kind: 'confirmation', audience: 'shopper' });

  it('writes to each seller in their console’s language, one email per language', async () => {
    const batch = await loadMailBatch([newOrder, confirmation], undefined, contacts);
    expect(batch.addresseesOf(newOrder)).toEqual([
      { to: ['owner@shop.test', 'son@shop.test'], lang: 'hi' },
      { to: ['packer@shop.test'], lang: 'en-IN' },
    ]);
    const mails = mailsOf(newOrder, batch, links, shop) ?? [];
    expect(mails.map((m) => [m.messageId, m.subject])).toEqual([
      ['<m1.hi@kirana.mail>', 'नया ऑर्डर KR-10001: ₹102.00, कैश ऑन डिलीवरी'],
      ['<m1.en-IN@kirana.mail>', 'New order KR-10001: Rs.102.00, Cash on Delivery'],
    ]);
    expect(batch.addresseesOf(confirmation)).toEqual([{ to: ['asha@example.com'], lang: 'hi' }]);
    expect(mailsOf(confirmation, batch, links, shop)?.[0]?.messageId).toBe('<m1@kirana.mail>');
  });

  it('writes to SELLER_NOTIFY_EMAIL in the language a console chose last', async () => {
    const notify = ['shop@example.com', 'owner@example.com'];
    const batch = await loadMailBatch([newOrder], notify, contacts);
    expect(batch.addresseesOf(newOrder)).toEqual([{ to: notify, lang: 'hi' }]);
  });

  it('writes to the email set on the Shop screen, before SELLER_NOTIFY_EMAIL', async () => {
    const fromShopScreen = { ...contacts, shopEmail: () => Promise.resolve('orders@sharma.test') };
    const batch = await loadMailBatch([newOrder], ['shop@example.com'], fromShopScreen);
    expect(batch.addresseesOf(newOrder)).toEqual([{ to: ['orders@sharma.test'], lang: 'hi' }]);
  });

  it('writes a reset link in the language it was asked in', async () => {
    const reset = message({
      kind: 'password-reset',
      audience: 'shopper',
      orderId: null,
      recipient: 'asha@example.com',
      link: 'https://shop.test/reset-password?token=t',
      lang: 'hi',
    });
    const batch = await loadMailBatch([reset], undefined, contacts);
    expect(mailsOf(reset, batch, links, shop)?.[0]?.subject).toBe('अपना Kirana पासवर्ड रीसेट करें');
  });
});
