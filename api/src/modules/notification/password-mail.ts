import { RESET_LINK_MINUTES } from '../../contract/password.ts';
import type { Db } from '../../db/knex.ts';
import { newId } from '../../lib/ids.ts';
import { composeMail, type MailContent, type MailShop } from './mail-layout.ts';
import { MailOutboxModel, type MailAudience } from './mail-outbox.model.ts';

/** The outbox's kind for a reset link (the others are order emails, order-mail.ts). */
export const PASSWORD_RESET_MAIL = 'password-reset';

export interface PasswordResetMail {
  /** shopper (the storefront's link) or seller (the console's). */
  audience: MailAudience;
  to: string;
  link: string;
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
    state: 'pending',
    attempts: 0,
    nextAttemptAt: at,
    createdAt: at,
  });
}

/** The email for a queued reset link; undefined once the link is gone. */
export function renderPasswordResetMail(
  message: Pick<MailOutboxModel, 'audience' | 'link'>,
  shop: MailShop,
): MailContent | undefined {
  if (!message.link) return undefined;
  const where = message.audience === 'seller' ? `the ${shop.name} seller console` : shop.name;
  return composeMail(
    {
      subject: `Reset your ${shop.name} password`,
      lead: `Someone (we hope you) asked to reset the password of your account at ${where}.`,
      details: [
        `The link works once, for ${RESET_LINK_MINUTES} minutes. If you did not ask, ignore this email: your password stays as it is.`,
      ],
      link: ['Set a new password', message.link],
    },
    shop,
  );
}
