import type { OrderRecord } from '../order/order.service.ts';
import type { MailOutboxModel } from './mail-outbox.model.ts';

/** Who can be written to, asked of the modules that own the people (users, sellers). */
export interface MailContacts {
  /** The orders (with lines and address) the emails are about, from the order module. */
  ordersOf(orderIds: readonly string[]): Promise<OrderRecord[]>;
  emailsOf(userIds: readonly string[]): Promise<Map<string, string>>;
  activeSellerEmails(): Promise<string[]>;
}

/** What a batch of messages is about and who gets each, read in a few queries. */
export interface MailBatch {
  orderOf(message: MailOutboxModel): OrderRecord | undefined;
  recipientsOf(message: MailOutboxModel): string[];
}

/**
 * Reads the orders (with items and addresses) of a whole batch at once, the shoppers'
 * addresses in one query and the sellers' once: a busy shop's emails then cost the
 * database a handful of statements per batch, not per message.
 */
export async function loadMailBatch(
  messages: readonly MailOutboxModel[],
  sellerRecipients: readonly string[] | undefined,
  contacts: MailContacts,
): Promise<MailBatch> {
  const orderIds = [...new Set(messages.flatMap((m) => m.orderId ?? []))];
  const orders = new Map(
    (await contacts.ordersOf(orderIds)).map((order) => [order.id, order] as const),
  );
  const shopperIds = [
    ...new Set(
      messages
        .filter((m) => m.audience === 'shopper')
        .flatMap((m) => orders.get(m.orderId ?? '')?.userId ?? []),
    ),
  ];
  const shoppers = await contacts.emailsOf(shopperIds);
  const wantsSellers = messages.some((m) => m.audience === 'seller' && !m.recipient);
  const sellers = sellerRecipients ?? (wantsSellers ? await contacts.activeSellerEmails() : []);
  return {
    orderOf: (message) => orders.get(message.orderId ?? ''),
    recipientsOf(message) {
      // A reset link goes to the address typed, whoever's account it is.
      if (message.recipient) return [message.recipient];
      if (message.audience === 'seller') return [...sellers];
      const email = shoppers.get(orders.get(message.orderId ?? '')?.userId ?? '');
      return email ? [email] : [];
    },
  };
}
