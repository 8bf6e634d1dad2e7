import { orderReference } from '../../contract/order-reference.ts';
import type { OrderRecord } from '../order/order.service.ts';
import { composeMail, type MailContent, type MailRow, type MailShop } from './mail-layout.ts';
import { englishWords } from './mail-words/en-IN.ts';
import type { MailWords } from './mail-words/mail-words.ts';

type Edit = NonNullable<OrderRecord['edits']>[number];

/**
 * The shopper's email about a seller's edit before packing: each changed line with its old
 * and new quantity, the reason, the new total, and what is refunded or left to pay. Built
 * from the edit's own record, so two edits in a row send two true emails.
 */
export function renderOrderEditMail(
  order: OrderRecord,
  edit: Edit | undefined,
  myOrders: string,
  shop: MailShop,
  w: MailWords = englishWords,
): MailContent {
  const name = order.address?.firstName;
  const reference = orderReference(order.number, order.id);
  const lines = edit?.lines ?? [];
  const rows: MailRow[] = [
    ...lines.map((l): MailRow => [
      l.name,
      l.to === 0 ? w.edit.removed(l.from) : `${l.from} → ${l.to}`,
    ]),
    [w.edit.newTotal, w.money(edit?.newAmountPaise ?? order.amountPaise), 'total'],
  ];
  const money =
    edit && edit.refundPaise > 0
      ? w.edit.refunding(w.money(edit.refundPaise))
      : order.paymentType === 'COD'
        ? w.shopperPays.keepReady(w.money(edit?.newAmountPaise ?? order.amountPaise))
        : '';
  return composeMail(
    {
      subject: w.edit.subject(shop.name, reference),
      lead: w.edit.lead(name, reference),
      rows,
      details: [...(edit ? [w.edit.reason(edit.reason)] : []), ...(money ? [money] : [])],
      link: [w.yourOrders, myOrders],
    },
    shop,
    w,
  );
}
