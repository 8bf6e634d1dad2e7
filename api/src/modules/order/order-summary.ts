import type { Knex } from 'knex';
import { isMysql, type Db } from '../../db/knex.ts';
import { DAY_MS, type OffsetSegment } from '../../lib/shop-calendar.ts';
import type { createBestSellers, SalesByDay } from './best-sellers.ts';

type BestSellers = ReturnType<typeof createBestSellers>;

// The seller's day in a few aggregate statements over indexed columns (migration 016):
// no order is loaded, and a day's best sellers are read once while it stays the same. Sums come back as text from MySQL (DECIMAL) and as numbers from
// SQLite; paise are integers below 2^53 either way, so Number() is exact.

/** Instants [start, end) and the zone's offsets over them (lib/shop-calendar.ts). */
export interface SummaryRange {
  start: number;
  end: number;
  segments: readonly OffsetSegment[];
  /** Every day of the range: its day number and the instants [start, end) it spans. */
  days: readonly { day: number; start: number; end: number }[];
}

export interface OrderFigures {
  orders: number;
  /** Of `orders`, those from ONDC buyer apps. */
  ondcOrders: number;
  cancelled: number;
  /** The amounts of `orders`, paid or not. */
  bookedPaise: number;
  /** Of those, the money in: paid online, or cash collected on delivery. */
  takingsPaise: number;
  codPaise: number;
  onlinePaise: number;
  refundedPaise: number;
  codToCollectPaise: number;
  codCollectedPaise: number;
  /** By the day placed: days since 1970-01-01 on the shop's calendar. */
  days: { day: number; orders: number; bookedPaise: number; takingsPaise: number }[];
  /** The 10 best by amount; their names are the product module's (products.namesOf). */
  topProducts: { productId: string; quantity: number; amountPaise: number }[];
}

// Really placed: cash on delivery at once, online once the money came in (paid, or flagged
// for review). Counted: placed, not cancelled, and, online, paid.
export const COUNTED = `status <> 'Cancelled' and (payment_type = 'COD' or payment_status = 'paid')`;
// Taken: the money came in (a cash order is marked paid when delivered) and stays in.
const TAKEN = `status <> 'Cancelled' and payment_status = 'paid'`;
const CANCELLED = `status = 'Cancelled' and (payment_type = 'COD' or payment_status in ('paid', 'flagged'))`;

const whole = (value: unknown) => Number(value ?? 0);

/** Safe to write into SQL: our own integers (instants, offsets), never the request's text. */
function integer(n: number): string {
  if (!Number.isSafeInteger(n)) throw new Error(`Not an integer: ${n}`);
  return String(n);
}

/**
 * The shop's day number of `created_at`: ⌊(t + offset) / day⌋, with the offset of the
 * segment the instant falls in (one segment unless summer time changes in the range).
 */
function dayOf(db: Db, segments: readonly OffsetSegment[]): string {
  const day = (offset: number) =>
    isMysql(db)
      ? `(created_at + ${integer(offset)}) div ${DAY_MS}`
      : `(created_at + ${integer(offset)}) / ${DAY_MS}`;
  const last = segments.at(-1);
  if (!last) throw new Error('A range has at least one offset segment.');
  const branches = segments
    .slice(0, -1)
    .map((s) => `when created_at < ${integer(s.until)} then ${day(s.offset)}`);
  return branches.length === 0
    ? day(last.offset)
    : `case ${branches.join(' ')} else ${day(last.offset)} end`;
}

const inRange = (q: Knex.QueryBuilder, column: string, range: SummaryRange) =>
  q.where(column, '>=', range.start).where(column, '<', range.end);

type Row = Record<string, unknown>;

/** Orders, booked, takings (cash on delivery apart) and cancellations per shop day placed. */
async function byDay(db: Db, range: SummaryRange): Promise<Row[]> {
  return (await inRange(db('orders'), 'createdAt', range)
    .select(
      db.raw(`${dayOf(db, range.segments)} as day`),
      db.raw(`sum(case when ${COUNTED} then 1 else 0 end) as orders`),
      db.raw(`sum(case when ${COUNTED} then amount_paise else 0 end) as booked`),
      db.raw(`sum(case when ${TAKEN} then amount_paise else 0 end) as takings`),
      db.raw(
        `sum(case when ${TAKEN} and payment_type = 'COD' then amount_paise else 0 end) as cod`,
      ),
      db.raw(`sum(case when ${CANCELLED} then 1 else 0 end) as cancelled`),
      db.raw(`sum(case when ${COUNTED} and channel = 'ondc' then 1 else 0 end) as ondc`),
    )
    .groupBy('day')) as Row[];
}

/**
 * Refunds by when they went through (a cancelled order's: what its edits had not already
 * refunded; each edit's partial refund on its own); cash by when it was collected (Delivered
 * marks a cash order paid) or, still out with the delivery boy, now. One statement of four sums.
 * `edit_refund_paise` is not in the `orders_refunded` index: the range's refunded orders
 * (a few) are read for it.
 */
async function money(db: Db, range: SummaryRange): Promise<Row | undefined> {
  return (await db
    .select(
      inRange(db('orders'), 'refundedAt', range)
        .where('refundStatus', 'refunded')
        .select(db.raw('sum(paid_amount_paise - edit_refund_paise)'))
        .as('refunded'),
      inRange(db('order_edits'), 'refundedAt', range)
        .where('refundStatus', 'refunded')
        .sum({ editsRefunded: 'refundPaise' })
        .as('editsRefunded'),
      inRange(db('orders'), 'paidAt', range)
        .where({ paymentType: 'COD', status: 'Delivered' })
        .sum({ collected: 'amountPaise' })
        .as('collected'),
      db('orders')
        .where({ status: 'Out for delivery', paymentType: 'COD' })
        .sum({ toCollect: 'amountPaise' })
        .as('toCollect'),
    )
    .first()) as Row | undefined;
}

/** The counted orders' lines of [start, end), summed by shop day and product. */
const salesByDay =
  (db: Db, segments: readonly OffsetSegment[]): SalesByDay =>
  (start, end) =>
    db('orders as o')
      .where('o.createdAt', '>=', start)
      .where('o.createdAt', '<', end)
      .join('order_items as i', 'i.orderId', 'o.id')
      .whereRaw(COUNTED.replace(/\b(status|payment_type|payment_status)\b/g, 'o.$1'))
      .select(db.raw(`${dayOf(db, segments)} as day`), 'i.productId')
      .sum({ quantity: 'i.quantity' })
      .select(db.raw('sum(i.quantity * i.offer_price_paise) as amount'))
      .groupBy('day', 'i.productId');

/**
 * Every figure of the summary that comes from orders: two statements sent at once, then the
 * lines of the days whose best sellers are not remembered (best-sellers.ts).
 */
export async function orderFigures(
  db: Db,
  range: SummaryRange,
  bestSellers: BestSellers,
): Promise<OrderFigures> {
  const [days, sums] = await Promise.all([byDay(db, range), money(db, range)]);
  const dayRows = days.map((row) => ({
    day: whole(row.day),
    orders: whole(row.orders),
    bookedPaise: whole(row.booked),
    takingsPaise: whole(row.takings),
    codPaise: whole(row.cod),
    cancelled: whole(row.cancelled),
    ondc: whole(row.ondc),
  }));
  const counted = new Map(dayRows.map((row) => [row.day, row]));
  const sold = range.days.flatMap((d) => {
    const row = counted.get(d.day);
    return row && row.orders > 0
      ? [{ ...d, fingerprint: `${row.orders}:${row.cancelled}:${row.bookedPaise}` }]
      : [];
  });
  const top = await bestSellers.of(sold, salesByDay(db, range.segments));
  const total = (
    key: 'orders' | 'bookedPaise' | 'takingsPaise' | 'codPaise' | 'cancelled' | 'ondc',
  ) => dayRows.reduce((sum, row) => sum + row[key], 0);
  return {
    orders: total('orders'),
    ondcOrders: total('ondc'),
    cancelled: total('cancelled'),
    bookedPaise: total('bookedPaise'),
    takingsPaise: total('takingsPaise'),
    codPaise: total('codPaise'),
    onlinePaise: total('takingsPaise') - total('codPaise'),
    refundedPaise: whole(sums?.refunded) + whole(sums?.editsRefunded),
    codToCollectPaise: whole(sums?.toCollect),
    codCollectedPaise: whole(sums?.collected),
    days: dayRows.map(({ day, orders, bookedPaise, takingsPaise }) => ({
      day,
      orders,
      bookedPaise,
      takingsPaise,
    })),
    topProducts: top,
  };
}
