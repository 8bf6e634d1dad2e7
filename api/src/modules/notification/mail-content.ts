import { ORIGINAL_LANGUAGE } from '../../contract/languages.ts';
import type { OrderRecord } from '../order/order.service.ts';
import type { MailBatch } from './mail-batch.ts';
import type { MailOutboxModel } from './mail-outbox.model.ts';
import type { OutgoingMail } from './mail-transport.ts';
import { renderOrderMail, type MailContent, type MailLinks, type MailShop } from './order-mail.ts';
import { PASSWORD_RESET_MAIL, renderPasswordResetMail } from './password-mail.ts';

/**
 * What a claimed message says in `lang`: a reset link, or an email about its order;
 * undefined when it can no longer be written (the order is gone, or the link was erased).
 */
export function mailContentOf(
  message: MailOutboxModel,
  order: OrderRecord | undefined,
  links: MailLinks,
  shop: MailShop,
  lang: string,
): MailContent | undefined {
  if (message.kind === PASSWORD_RESET_MAIL) return renderPasswordResetMail(message, shop);
  return (
    order && renderOrderMail(message.kind, order, message.status, links, shop, message.editId, lang)
  );
}

/**
 * The emails one message makes: one per language its recipients read (sellers may have
 * chosen different ones), each with a Message-ID that is the same on every attempt.
 * Undefined when it can no longer be written; empty when nobody is there to read it.
 */
export function mailsOf(
  message: MailOutboxModel,
  batch: MailBatch,
  links: MailLinks,
  shop: MailShop,
): OutgoingMail[] | undefined {
  const order = batch.orderOf(message);
  const groups = batch.addresseesOf(message);
  const mails: OutgoingMail[] = [];
  // Rendered even for nobody, so a message about a vanished order says so.
  for (const { to, lang } of groups.length > 0 ? groups : [{ to: [], lang: ORIGINAL_LANGUAGE }]) {
    const content = mailContentOf(message, order, links, shop, lang);
    if (!content) return undefined;
    const id = groups.length > 1 ? `${message.id}.${lang}` : message.id;
    if (to.length > 0) mails.push({ to, ...content, messageId: `<${id}@kirana.mail>` });
  }
  return mails;
}
