import type { OrderRecord } from '../order/order.service.ts';
import type { MailOutboxModel } from './mail-outbox.model.ts';
import { renderOrderMail, type MailContent, type MailLinks, type MailShop } from './order-mail.ts';
import { PASSWORD_RESET_MAIL, renderPasswordResetMail } from './password-mail.ts';

/**
 * What a claimed message says: a reset link, or an email about its order; undefined when
 * it can no longer be written (the order is gone, or the link was erased).
 */
export function mailContentOf(
  message: MailOutboxModel,
  order: OrderRecord | undefined,
  links: MailLinks,
  shop: MailShop,
): MailContent | undefined {
  if (message.kind === PASSWORD_RESET_MAIL) return renderPasswordResetMail(message, shop);
  return order && renderOrderMail(message.kind, order, message.status, links, shop, message.editId);
}
