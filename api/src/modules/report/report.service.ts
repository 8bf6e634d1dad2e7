import { toRupees } from '../../contract/paise.ts';
import {
  LOW_STOCK_LIMIT,
  type DayRangeQuery,
  type Summary,
  type SummaryDay,
} from '../../contract/summary.ts';
import {
  addDays,
  DAY_MS,
  daysFrom,
  instantOf,
  offsetSegments,
  shopDate,
} from '../../lib/shop-calendar.ts';
import type { OrderReports } from '../order/order-reports.service.ts';
import type { ProductReports } from '../product/product-reports.service.ts';

/** Days of the shop's calendar, both included, and the instants [start, end) they span. */
export interface ShopRange {
  from: string;
  to: string;
  start: number;
  end: number;
}

const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The seller's day: the order module's aggregates and the product module's low stock,
 * put together in the shop's time zone (SHOP_TIME_ZONE). Owns no table.
 */
export function createReportService(deps: {
  orders: OrderReports;
  products: ProductReports;
  timeZone: string;
  /** Whether the shop is an ONDC seller node (config-ondc.ts): the console shows its card. */
  ondcOn?: boolean;
  now?: () => number;
}) {
  const { orders, products, timeZone } = deps;
  const now = deps.now ?? Date.now;

  /** The days asked for (either end alone is that one day; neither is today). */
  function rangeOf(query: DayRangeQuery): ShopRange {
    const from = query.from ?? query.to ?? shopDate(now(), timeZone);
    const to = query.to ?? from;
    return {
      from,
      to,
      start: instantOf(from, '00:00', timeZone),
      end: instantOf(addDays(to, 1), '00:00', timeZone),
    };
  }

  return {
    timeZone,
    rangeOf,

    async summary(query: DayRangeQuery): Promise<Summary> {
      const range = rangeOf(query);
      const segments = offsetSegments(range.start, range.end, timeZone);
      const dates = Array.from({ length: daysFrom(range.from, range.to) + 1 }, (_, i) =>
        addDays(range.from, i),
      );
      const bounds = dates.map((date) => ({
        day: Date.parse(`${date}T00:00:00Z`) / DAY_MS,
        start: instantOf(date, '00:00', timeZone),
        end: instantOf(addDays(date, 1), '00:00', timeZone),
      }));
      const [figures, lowStock] = await Promise.all([
        orders.figures({ start: range.start, end: range.end, segments, days: bounds }),
        products.lowStock(LOW_STOCK_LIMIT),
      ]);
      const names = await products.namesOf(figures.topProducts.map((p) => p.productId));
      const byDate = new Map(figures.days.map((d) => [dateOfDay(d.day), d]));
      const days: SummaryDay[] = dates.map((date) => {
        const day = byDate.get(date);
        return {
          date,
          orders: day?.orders ?? 0,
          booked: toRupees(day?.bookedPaise ?? 0),
          takings: toRupees(day?.takingsPaise ?? 0),
        };
      });
      return {
        from: range.from,
        to: range.to,
        timeZone,
        orders: figures.orders,
        cancelled: figures.cancelled,
        booked: toRupees(figures.bookedPaise),
        takings: toRupees(figures.takingsPaise),
        byPayment: { cod: toRupees(figures.codPaise), online: toRupees(figures.onlinePaise) },
        ondcOn: deps.ondcOn ?? false,
        ondcOrders: figures.ondcOrders,
        averageOrder:
          figures.orders === 0 ? 0 : toRupees(Math.round(figures.bookedPaise / figures.orders)),
        refunded: toRupees(figures.refundedPaise),
        codToCollect: toRupees(figures.codToCollectPaise),
        codCollected: toRupees(figures.codCollectedPaise),
        topProducts: figures.topProducts.map((p) => ({
          productId: p.productId,
          name: names.get(p.productId) ?? '',
          quantity: p.quantity,
          amount: toRupees(p.amountPaise),
        })),
        days,
        lowStock,
      };
    },

    /** The orders of the range as CSV pieces (see the order module's export). */
    ordersCsv(query: DayRangeQuery): { range: ShopRange; csv: AsyncGenerator<string> } {
      const range = rangeOf(query);
      return {
        range,
        csv: orders.exportCsv(range, timeZone, (ids) => products.skusOf(ids)),
      };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
