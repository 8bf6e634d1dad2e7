import { ORIGINAL_LANGUAGE } from '../../contract/languages.ts';
import type { OrderRecord } from '../order/order.service.ts';
import type { MailOutboxModel } from './mail-outbox.model.ts';

/** A seller account's address and the language its console chose (sellers.lang). */
export interface SellerContact {
  email: string;
  lang: string;
}

/** Who can be written to, asked of the modules that own the people (users, sellers). */
export interface MailContacts {
  /** The orders (with lines and address) the emails are about, from the order module. */
  ordersOf(orderIds: readonly string[]): Promise<OrderRecord[]>;
  emailsOf(userIds: readonly string[]): Promise<Map<string, string>>;
  /** Every enabled seller, the one whose account changed last first. */
  activeSellers(): Promise<SellerContact[]>;
  /** The email set on the Shop screen (the shop module's profile), or null. */
  shopEmail(): Promise<string | null>;
}

/** Some of a message's recipients, and the language it is written in for them. */
export interface Addressees {
  to: string[];
  lang: string;
}

/** What a batch of messages is about and who gets each, read in a few queries. */
export interface MailBatch {
  orderOf(message: MailOutboxModel): OrderRecord | undefined;
  /** One group per language (sellers may read different ones); empty when nobody. */
  addresseesOf(message: MailOutboxModel): Addressees[];
}

/** The sellers grouped by their language, in the order their languages first appear. */
function byLanguage(sellers: readonly SellerContact[]): Addressees[] {
  const groups = new Map<string, string[]>();
  for (const { email, lang } of sellers) groups.set(lang, [...(groups.get(lang) ?? []), email]);
  return [...groups].map(([lang, to]) => ({ to, lang }));
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
  const [sellers, shopEmail] = wantsSellers
    ? await Promise.all([contacts.activeSellers(), contacts.shopEmail()])
    : [[], null];
  // The Shop screen's email first: SELLER_NOTIFY_EMAIL only stands in until it is set.
  // Either belongs to no account: it reads the language a console chose last.
  const notify = shopEmail ? [shopEmail] : sellerRecipients;
  const sellerGroups: Addressees[] = notify
    ? [{ to: [...notify], lang: sellers[0]?.lang ?? ORIGINAL_LANGUAGE }]
    : byLanguage(sellers);
  return {
    orderOf: (message) => orders.get(message.orderId ?? ''),
    addresseesOf(message) {
      // A reset link goes to the address typed, whoever's account it is.
      if (message.recipient)
        return [{ to: [message.recipient], lang: message.lang ?? ORIGINAL_LANGUAGE }];
      if (message.audience === 'seller')
        return sellerGroups.map((group) => ({ ...group, to: [...group.to] }));
      const order = orders.get(message.orderId ?? '');
      const email = shoppers.get(order?.userId ?? '');
      return email && order ? [{ to: [email], lang: order.lang }] : [];
    },
  };
}
