import { RESET_LINK_MINUTES } from '../../contract/password.ts';
import type { Db } from '../../db/knex.ts';
import { newId } from '../../lib/ids.ts';
import type { Language } from '../../contract/languages.ts';
import { composeMail, type MailContent, type MailShop } from './mail-layout.ts';
import { mailWordsIn } from './mail-words/by-language.ts';
import { MailOutboxModel, type MailAudience } from './mail-outbox.model.ts';

/** The outbox's kind for a reset link (the others are order emails, order-mail.ts). */
export const PASSWORD_RESET_MAIL = 'password-reset';

export interface PasswordResetMail {
  /** shopper (the storefront's link) or seller (the console's). */
  audience: MailAudience;
  to: string;
  link: string;
  /** The language of the request that asked for it: the email is written in it. */
  lang: Language;
}

/**
 * Queues the email in the caller's transaction: one INSERT. The row holds the link (the
 * only copy of the token outside the email) until it is sent, dropped or given up; the
 * outbox then erases it, so a copy of the database never holds a working token for long.
 */
export async function queuePasswordResetMail(
  trx: Db,
  mail: PasswordResetMail,
  at: number,
): Promise<void> {
  await MailOutboxModel.query(trx).insert({
    id: newId(),
    kind: PASSWORD_RESET_MAIL,
    orderId: null,
    status: null,
    editId: null,
    audience: mail.audience,
    recipient: mail.to,
    link: mail.link,
    lang: mail.lang,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: at,
    createdAt: at,
  });
}

/** The email for a queued reset link; undefined once the link is gone. */
export function renderPasswordResetMail(
  message: Pick<MailOutboxModel, 'audience' | 'link' | 'lang'>,
  shop: MailShop,
): MailContent | undefined {
  if (!message.link) return undefined;
  const words = mailWordsIn(message.lang);
  const w = words.passwordReset;
  const where =
    message.audience === 'seller' ? w.sellerAccount(shop.name) : w.shopperAccount(shop.name);
  return composeMail(
    {
      subject: w.subject(shop.name),
      lead: w.lead(where),
      details: [w.details(RESET_LINK_MINUTES)],
      link: [w.link, message.link],
    },
    shop,
    words,
  );
}
