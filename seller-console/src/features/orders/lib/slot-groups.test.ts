import type { Order } from '@kirana/api/contract/order';
import { describe, expect, it } from 'vitest';
import { groupBySlot, NO_SLOT } from './slot-groups.ts';

const order = (id: string, slot: Order['slot']) => ({ _id: id, slot }) as unknown as Order;
const at = (date: string, start: string) => ({
  date,
  start,
  end: `${String(Number(start.slice(0, 2)) + 2).padStart(2, '0')}:00`,
});

describe('grouping orders by slot', () => {
  it('puts today’s and later slots first, soonest first, then past ones latest first, then none', () => {
    const orders = [
      order('a', at('2026-11-28', '18:00')),
      order('b', null),
      order('c', at('2026-11-27', '07:00')),
      order('d', at('2026-11-25', '07:00')),
      order('e', at('2026-11-28', '18:00')),
      order('f', at('2026-11-26', '07:00')),
      order('g', at('2026-11-28', '10:00')),
    ];
    const groups = groupBySlot(orders, '2026-11-27');
    expect(groups.map((g) => g.key)).toEqual([
      '2026-11-27 07:00–09:00',
      '2026-11-28 10:00–12:00',
      '2026-11-28 18:00–20:00',
      '2026-11-26 07:00–09:00',
      '2026-11-25 07:00–09:00',
      NO_SLOT,
    ]);
    // Within a slot the orders keep the list's order (newest first).
    expect(groups[2]!.orders.map((o) => o._id)).toEqual(['a', 'e']);
  });
});
