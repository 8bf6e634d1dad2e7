import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { TOP_PRODUCTS } from '../../contract/summary.ts';

// The best sellers of a range, from each day's sales by product. A day's sales are
// remembered with the day's fingerprint, (orders counted, orders cancelled, booked), which
// any change of the lines counted that day changes and never brings back: an order placed or
// paid adds one to the orders, a cancellation moves one to the cancelled (so the pair never
// repeats), and the only other change of lines, a seller's edit before packing
// (order-edit.service.ts), lowers its order's amount, so the booked amount of an unchanged
// pair can only ever fall. So a remembered day is used only while it is exact, and a summary reads the
// lines of the days that changed (usually today) instead of a month's.

export interface SoldDay {
  /** Days since 1970-01-01 on the shop's calendar. */
  day: number;
  /** The instants [start, end) the day spans. */
  start: number;
  end: number;
  /** `orders:cancelled:booked` of the day, from the summary's own sums. */
  fingerprint: string;
}

type Sales = Map<string, { quantity: number; amountPaise: number }>;

export interface BestSeller {
  productId: string;
  quantity: number;
  amountPaise: number;
}

/**
 * Reads the counted lines of [start, end) summed by day and product (the day as the
 * summary's day number): rows of `{ day, productId, quantity, amount }`.
 */
export type SalesByDay = (start: number, end: number) => Knex.QueryBuilder;

/** Each API process remembers days apart (the fingerprint keeps every one exact). */
export function createBestSellers() {
  // A year of days of a few hundred products each is a few megabytes at most.
  const days = new LRUCache<number, { fingerprint: string; sales: Sales }>({ max: 800 });

  async function read(
    changed: readonly SoldDay[],
    salesByDay: SalesByDay,
  ): Promise<Map<number, Sales>> {
    const fresh = new Map<number, Sales>(changed.map((d) => [d.day, new Map()]));
    const start = Math.min(...changed.map((d) => d.start));
    const end = Math.max(...changed.map((d) => d.end));
    const rows = (await salesByDay(start, end)) as Record<string, unknown>[];
    for (const row of rows) {
      const sales = fresh.get(Number(row.day));
      sales?.set(String(row.productId), {
        quantity: Number(row.quantity ?? 0),
        amountPaise: Number(row.amount ?? 0),
      });
    }
    for (const d of changed) {
      const sales = fresh.get(d.day);
      if (sales) days.set(d.day, { fingerprint: d.fingerprint, sales });
    }
    return fresh;
  }

  return {
    /** The ten best of `sold` (the days with counted orders) by amount, ties by id. */
    async of(sold: readonly SoldDay[], salesByDay: SalesByDay): Promise<BestSeller[]> {
      // Taken before reading: other summaries meanwhile may push days out of the cache.
      const known = new Map<number, Sales>();
      const changed: SoldDay[] = [];
      for (const d of sold) {
        const held = days.get(d.day);
        if (held?.fingerprint === d.fingerprint) known.set(d.day, held.sales);
        else changed.push(d);
      }
      const fresh = changed.length > 0 ? await read(changed, salesByDay) : new Map<number, Sales>();
      const total = new Map<string, BestSeller>();
      for (const d of sold) {
        const sales = known.get(d.day) ?? fresh.get(d.day) ?? new Map();
        for (const [productId, s] of sales) {
          const sum = total.get(productId) ?? { productId, quantity: 0, amountPaise: 0 };
          sum.quantity += s.quantity;
          sum.amountPaise += s.amountPaise;
          total.set(productId, sum);
        }
      }
      return [...total.values()]
        .sort(
          (a, b) =>
            b.amountPaise - a.amountPaise ||
            (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0),
        )
        .slice(0, TOP_PRODUCTS);
    },
  };
}
