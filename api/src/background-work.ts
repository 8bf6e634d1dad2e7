import type { Config } from './config.ts';
import type { Logger } from './lib/logger.ts';
import { startMailWorker, type MailWorker } from './modules/notification/mail-worker.ts';
import type { Services } from './services.ts';

/**
 * The mail worker process, when MAIL_WORKER is `process` (the default): started before the
 * app, whose order changes poke it.
 */
export const mailWorkerFor = (config: Config, logger: Logger): MailWorker | undefined =>
  config.mail.worker === 'process' ? startMailWorker({ logger }) : undefined;

/**
 * What an API process runs besides its requests (main.ts, and the benchmarks' API, alike):
 * the emails (here, or in the mail worker), the expiry of unpaid orders, ONDC callbacks.
 */
export function startBackgroundWork(services: Services, mailWorker: MailWorker | undefined) {
  const { mailOutbox, paymentHolds, ondc } = services;
  if (!mailWorker) mailOutbox.start();
  paymentHolds.start();
  ondc?.outbox.start();
  return {
    /** Lets what is under way finish. */
    stop: async (): Promise<void> => {
      await Promise.all([
        mailWorker ? mailWorker.stop() : mailOutbox.stop(),
        paymentHolds.stop(),
        ondc?.outbox.stop(),
      ]);
    },
  };
}
