import type { Order } from '@kirana/api/contract/order';
import { describe, expect, it } from 'vitest';
import { findOrders } from './find-orders.ts';

const order = (number: string, phone: string) =>
  ({ number, address: { phone } }) as unknown as Order;
const orders = [order('KR-10427', '+91 98765 43210'), order('KR-10428', '080-2222-1111')];
const numbers = (list: Order[]) => list.map((o) => o.number);

describe('finding an order', () => {
  it('by its number, in any case, with or without the prefix', () => {
    expect(numbers(findOrders(orders, 'kr-10427'))).toEqual(['KR-10427']);
    expect(numbers(findOrders(orders, '10428'))).toEqual(['KR-10428']);
  });

  it('by the customer’s phone, however it is written', () => {
    expect(numbers(findOrders(orders, '9876543210'))).toEqual(['KR-10427']);
    expect(numbers(findOrders(orders, '2222 1111'))).toEqual(['KR-10428']);
  });

  it('keeps everything for an empty search and nothing for a miss', () => {
    expect(findOrders(orders, '  ')).toHaveLength(2);
    expect(findOrders(orders, '55555')).toEqual([]);
  });
});
