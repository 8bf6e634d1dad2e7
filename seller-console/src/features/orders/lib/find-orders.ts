import type { Order } from '@kirana/api/contract/order';
import { orderReference } from '@kirana/api/contract/order-reference';

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * Orders matching what the seller typed: an order number ("KR-10427", "10427") or the
 * customer's phone, however it is spaced ("98765 43210", "+91-9876543210").
 */
export function findOrders(orders: readonly Order[], query: string): Order[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [...orders];
  const wantedDigits = digits(wanted);
  return orders.filter(
    (order) =>
      orderReference(order.number, order._id).toLowerCase().includes(wanted) ||
      (wantedDigits.length >= 4 &&
        (digits(order.number ?? '').includes(wantedDigits) ||
          digits(order.address.phone).includes(wantedDigits))),
  );
}
