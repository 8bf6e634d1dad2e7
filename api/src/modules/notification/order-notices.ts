import type { Knex } from 'knex';
import type { Db } from '../../db/knex.ts';
import type { StatementBatch } from '../../db/statement-batch.ts';
import { newId } from '../../lib/ids.ts';
import type { SellerOrderEvent } from '../../contract/seller-events.ts';
import type { OrderChange, OrderChangeListener } from '../order/order.service.ts';
import type { MailAudience } from './mail-outbox.model.ts';
import type { OrderMailKind } from './order-mail.ts';

/** The statuses a shopper is told about by email (Packed is the shop's own business). */
const STATUSES_EMAILED = new Set(['Out for delivery', 'Delivered', 'Cancelled']);

const sellerEventKind: Record<OrderChange['kind'], SellerOrderEvent['kind']> = {
  placed: 'new',
  paid: 'new',
  flagged: 'new',
  moved: 'status',
  refunded: 'refund',
  edited: 'status',
};

function emailsFor(change: OrderChange): { kind: OrderMailKind; audience: MailAudience }[] {
  switch (change.kind) {
    case 'placed':
    case 'paid':
      return [
        { kind: 'confirmation', audience: 'shopper' },
        { kind: 'new-order', audience: 'seller' },
      ];
    // The shopper already sees "under review"; the seller must look at the amounts.
    case 'flagged':
      return [{ kind: 'new-order', audience: 'seller' }];
    case 'moved':
      return STATUSES_EMAILED.has(change.status) ? [{ kind: 'status', audience: 'shopper' }] : [];
    case 'refunded':
      return [{ kind: 'refund', audience: 'shopper' }];
    case 'edited':
      return [{ kind: 'edited', audience: 'shopper' }];
  }
}

/**
 * Writes what an order change must tell people, inside the change's own transaction: the
 * seller's live event and the emails to send. Nothing is sent from here; the stream and
 * the mail worker read these rows once they have committed.
 */
export function createOrderNotices(
  /** Runs once the change's transaction has committed (wakes the readers of these rows). */
  committed: () => void,
  now: () => number = Date.now,
): OrderChangeListener {
  return async (trx: Db, change: OrderChange, batch?: StatementBatch) => {
    const at = now();
    // Knex resolves a transaction's executionPromise after COMMIT, and rejects it on rollback.
    (trx as Knex.Transaction).executionPromise?.then(committed, () => undefined);
    const sellerEvent = {
      orderId: change.orderId,
      number: change.number,
      status: change.status,
      kind: sellerEventKind[change.kind],
      at,
    };
    if (batch) batch.insert('seller_events', sellerEvent);
    else await trx('seller_events').insert(sellerEvent);
    // A network order's buyer hears from their buyer app; the seller is emailed as usual.
    const emails = emailsFor(change).filter(
      (email) => change.channel !== 'ondc' || email.audience !== 'shopper',
    );
    if (emails.length === 0) return;
    const messages = emails.map(({ kind, audience }) => ({
      id: newId(),
      kind,
      orderId: change.orderId,
      status: kind === 'status' ? change.status : null,
      editId: change.editId ?? null,
      audience,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: at,
      createdAt: at,
    }));
    if (batch) batch.insert('mail_outbox', messages);
    else await trx('mail_outbox').insert(messages);
  };
}
