import type { Db } from '../../db/knex.ts';

// The pruning of `ondc_messages` (owned by ondc-messages.ts), on its own: which old talk a
// dispute still needs is a rule of its own.

/**
 * Talk that no dispute needs once it is old, even in a transaction that placed an order:
 * searches, polls of status and tracking, and their answers. The rest of an ordered
 * transaction (its quotes, confirm, cancels and the news sent as the order moved) stays.
 */
const POLLS = ['search', 'on_search', 'status', 'track', 'on_track'];

/**
 * Forgets talk older than `before` that no dispute needs (a gateway's searches alone would
 * grow the table by megabytes a day): every message of a transaction that placed no order
 * for that buyer app, and the polls (POLLS) of one that did. Transactions are the buyer
 * app's own: another buyer app naming the same transaction id keeps nothing. In slices, so
 * no statement holds the table long; several processes pruning at once delete nothing twice.
 */
export async function pruneMessages(db: Db, before: number, slice: number): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = await db('ondc_messages')
      .where('createdAt', '<', before)
      .whereNull('nextAttemptAt')
      .where((old) =>
        old
          .whereIn('action', POLLS)
          .orWhere((answer) => answer.where('action', 'on_status').whereNull('orderId'))
          .orWhereNotExists(
            db('ondc_messages as placed')
              .whereNotNull('placed.orderId')
              .whereRaw('?? = ??', ['placed.counterparty', 'ondc_messages.counterparty'])
              .whereRaw('?? = ??', ['placed.transactionId', 'ondc_messages.transactionId'])
              .select('placed.id'),
          ),
      )
      .limit(slice)
      .pluck('id');
    if (ids.length === 0) return total;
    total += await db('ondc_messages').whereIn('id', ids).delete();
  }
}
