import { z } from 'zod';

// The seller's day (docs/api.md, "The seller's day"): the summary of a range of the shop's
// days, and the range the orders export takes.

/** The longest range the summary and the export take, in days (a leap year). */
export const MAX_RANGE_DAYS = 366;
/** The lowStock list's length; the product list's stock filter shows the rest. */
export const LOW_STOCK_LIMIT = 50;
export const TOP_PRODUCTS = 10;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The days a range may name: a shop's records, and a day after the last one that exists. */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2100-12-31';
const isCalendarDate = (text: string) =>
  new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

const dateParam = (name: 'from' | 'to', label: string) =>
  z
    .string({ error: `${label} (${name}) must be a date such as 2026-11-27` })
    .regex(DATE, `${label} (${name}) must be a date such as 2026-11-27`)
    .refine(
      (text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && isCalendarDate(text),
      `${label} (${name}) is not a date of the calendar`,
    )
    // Far years broke the day after the range (9999-12-31 has none): a 500, not an answer.
    .refine(
      (text) => text >= FIRST_DAY && text <= LAST_DAY,
      `${label} (${name}) must be between ${FIRST_DAY} and ${LAST_DAY}`,
    )
    .optional();

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * `?from=2026-11-01&to=2026-11-30`, days of the shop's calendar, both included. Either may
 * be left out: the range is then the one day given, or today (filled in by the server,
 * whose clock and zone decide it).
 */
export const dayRangeQuerySchema = z
  .object({
    from: dateParam('from', 'The first day'),
    to: dateParam('to', 'The last day'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The first day (from) must not be after the last day (to)',
    path: ['from'],
  })
  .refine((q) => !q.from || !q.to || dayNumber(q.to) - dayNumber(q.from) < MAX_RANGE_DAYS, {
    message: `A range is at most ${MAX_RANGE_DAYS} days`,
    path: ['to'],
  });
export type DayRangeQuery = z.output<typeof dayRangeQuerySchema>;

export interface TopProduct {
  productId: string;
  name: string;
  quantity: number;
  /** Rupees: the lines' amounts (offer price × quantity), without tax or delivery. */
  amount: number;
}

export interface SummaryDay {
  /** YYYY-MM-DD in the shop's time zone. */
  date: string;
  orders: number;
  /** Rupees: the day's orders, paid or not. */
  booked: number;
  /** Rupees: of those, the money in. */
  takings: number;
}

export interface LowStockProduct {
  productId: string;
  name: string;
  /** Units shoppers can still buy (0 to 5). */
  stock: number;
}

export interface Summary {
  /** The range answered (the days asked for, or today), YYYY-MM-DD in the shop's zone. */
  from: string;
  to: string;
  timeZone: string;
  /** Orders placed in the range and not cancelled; online ones once paid. */
  orders: number;
  /** Orders placed in the range and cancelled (online ones only if they had been paid). */
  cancelled: number;
  /** Rupees: the amounts of `orders` (goods, tax and delivery), paid or not. */
  booked: number;
  /**
   * Rupees taken: of `orders`, those paid, online or in cash at the door (a cash order counts
   * once delivered), so an order still open is booked, not taken.
   */
  takings: number;
  /** `takings` by how they were paid. */
  byPayment: { cod: number; online: number };
  /** Whether the shop is on the ONDC network (ONDC_* settings): the console shows its card. */
  ondcOn: boolean;
  /** Of `orders`, those placed by buyer apps on the ONDC network. */
  ondcOrders: number;
  /** booked / orders, to the paisa (0 without orders). */
  averageOrder: number;
  /** Rupees refunded in the range (when the refund went through). */
  refunded: number;
  /** Rupees of cash orders out for delivery now, whatever the range. */
  codToCollect: number;
  /** Rupees of cash orders delivered in the range. */
  codCollected: number;
  topProducts: TopProduct[];
  /** Every day of the range, oldest first, days without orders included. */
  days: SummaryDay[];
  /** Counted products with 5 or fewer left, fewest first (at most LOW_STOCK_LIMIT). */
  lowStock: LowStockProduct[];
}

export interface SummaryResponse {
  success: true;
  summary: Summary;
}
