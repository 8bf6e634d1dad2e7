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
  /** A display name and address (nodemailer quotes and encodes the name). */
  from: string | { name: string; address: string };
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
  // The folder is made before the first message and again only if it went away: a busy
  // shop writes hundreds a second, and each mkdir is a trip through libuv's thread pool.
  let folderMade = false;
  const write = async (
    file: string,
    message: Parameters<typeof writeFile>[1],
    again = true,
  ): Promise<void> => {
    if (!folderMade) {
      await mkdir(settings.outboxDir, { recursive: true });
      folderMade = true;
    }
    try {
      await writeFile(file, message);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || !again) throw err;
      folderMade = false;
      await write(file, message, false);
    }
  };
  return {
    kind: 'files',
    async send(mail) {
      const info = await files.sendMail(mail);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(settings.outboxDir, `${stamp}-${mail.messageId.replace(/\W/g, '')}.eml`);
      await write(file, info.message);
      logger.info({ file, to: mail.to, subject: mail.subject }, 'email written (no SMTP_URL set)');
    },
    close: () => files.close(),
  };
}
