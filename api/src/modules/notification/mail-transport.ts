import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../../lib/logger.ts';

export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The same for every attempt at one message, so a receiver can tell a repeat. */
  messageId: string;
}

export interface MailSettings {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

export interface MailTransport {
  /** `smtp` sends; `files` writes `.eml` files for a developer to open. */
  readonly kind: 'smtp' | 'files';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

// No single attempt may outlive the worker's claim on the message (see mail-outbox.ts).
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** Sends through SMTP_URL, or without it writes each message under MAIL_OUTBOX_DIR. */
export function createMailTransport(settings: MailSettings, logger: Logger): MailTransport {
  const headers = { from: settings.from };
  if (settings.smtpUrl) {
    const smtp = nodemailer.createTransport({ url: settings.smtpUrl, ...SMTP_TIMEOUTS }, headers);
    return {
      kind: 'smtp',
      async send(mail) {
        await smtp.sendMail(mail);
      },
      close: () => smtp.close(),
    };
  }
  const files = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    headers,
  );
  return {
    kind: 'files',
    async send(mail) {
      const info = await files.sendMail(mail);
      await mkdir(settings.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(settings.outboxDir, `${stamp}-${mail.messageId.replace(/\W/g, '')}.eml`);
      await writeFile(file, info.message);
      logger.info({ file, to: mail.to, subject: mail.subject }, 'email written (no SMTP_URL set)');
    },
    close: () => files.close(),
  };
}
