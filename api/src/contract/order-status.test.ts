import { describe, expect, it } from 'vitest';
import { canMove, nextStatus, orderTimeline, orderStatuses, ORDER_MOVES } from './order-status.ts';

describe('the order state table', () => {
  it('moves forward one step at a time, and cancels only before delivery starts', () => {
    expect(nextStatus('Order Placed')).toBe('Packed');
    expect(nextStatus('Packed')).toBe('Out for delivery');
    expect(nextStatus('Out for delivery')).toBe('Delivered');
    expect(nextStatus('Delivered')).toBeUndefined();
    expect(canMove('Order Placed', 'Cancelled', 'seller')).toBe(true);
    expect(canMove('Packed', 'Cancelled', 'seller')).toBe(true);
    expect(canMove('Out for delivery', 'Cancelled', 'seller')).toBe(false);
  });

  it('lets the customer cancel only a placed order, and do nothing else', () => {
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        expect(canMove(from, to, 'customer')).toBe(from === 'Order Placed' && to === 'Cancelled');
      }
    }
  });

  it('ends in Delivered or Cancelled', () => {
    expect(ORDER_MOVES.Delivered).toEqual([]);
    expect(ORDER_MOVES.Cancelled).toEqual([]);
  });
});

describe('an order timeline', () => {
  const at = (minute: number) => `2026-11-23T10:${String(minute).padStart(2, '0')}:00.000Z`;

  it('shows the path ahead of a packed order', () => {
    const steps = orderTimeline(
      [
        { status: 'Order Placed', at: at(0), by: 'customer' },
        { status: 'Packed', at: at(5), by: 'seller' },
      ],
      'Packed',
    );
    expect(steps.map((s) => [s.status, s.state, s.at])).toEqual([
      ['Order Placed', 'done', at(0)],
      ['Packed', 'current', at(5)],
      ['Out for delivery', 'upcoming', null],
      ['Delivered', 'upcoming', null],
    ]);
  });

  it('shows a cancelled order as it happened', () => {
    const steps = orderTimeline(
      [
        { status: 'Order Placed', at: at(0), by: 'customer' },
        { status: 'Cancelled', at: at(2), by: 'customer' },
      ],
      'Cancelled',
    );
    expect(steps.map((s) => [s.status, s.state, s.by])).toEqual([
      ['Order Placed', 'done', 'customer'],
      ['Cancelled', 'current', 'customer'],
    ]);
  });
});
