import { orderReference } from '../../contract/order-reference.ts';
import { paymentTypeLabels } from '../../contract/order-status.ts';
import type { OrderRecord } from '../order/order.service.ts';
import { composeMail, type MailContent, type MailRow, type MailShop } from './mail-layout.ts';

const indianRupees = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const rs = (paise: number) => `Rs.${indianRupees.format(paise / 100)}`;

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
): MailContent {
  const name = order.address?.firstName ?? 'there';
  const reference = orderReference(order.number, order.id);
  const lines = edit?.lines ?? [];
  const rows: MailRow[] = [
    ...lines.map((l): MailRow => [
      l.name,
      l.to === 0 ? `removed (was ${l.from})` : `${l.from} → ${l.to}`,
    ]),
    ['New total', rs(edit?.newAmountPaise ?? order.amountPaise), 'total'],
  ];
  const money =
    edit && edit.refundPaise > 0
      ? `We are refunding ${rs(edit.refundPaise)} to the way you paid. Your bank may take a few days to show it.`
      : order.paymentType === 'COD'
        ? `${paymentTypeLabels.COD}: please keep ${rs(edit?.newAmountPaise ?? order.amountPaise)} ready.`
        : '';
  return composeMail(
    {
      subject: `Your ${shop.name} order ${reference} was changed`,
      lead: `Hello ${name}, the shop had to change your order ${reference} before packing it.`,
      rows,
      details: [...(edit ? [`Reason: ${edit.reason}`] : []), ...(money ? [money] : [])],
      link: ['Your orders', myOrders],
    },
    shop,
  );
}
