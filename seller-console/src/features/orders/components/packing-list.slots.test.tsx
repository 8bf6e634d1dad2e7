import { WEEKDAYS } from '@kirana/api/contract/delivery';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deliveryQuote,
  FRESH_DELIVERY_RULES,
  listProducts,
  listSellerOrders,
  placeCodOrder,
  registerShopper,
  restoreDeliveryRules,
  saveDeliveryRules,
  setOrderStatus,
  signInAsSeller,
} from '../../../test/api.ts';
import { renderApp } from '../../../test/render-app.tsx';

// This file has an API of its own (vitest.config.ts): the rules it sets reach no other file.
afterEach(() => restoreDeliveryRules());

describe('a slot’s packing list', () => {
  it('sums the items of the slot’s orders still to deliver, and says what to collect', async () => {
    const [rice, dal] = (await listProducts())
      .filter((p) => p.inStock && p.stock === null)
      .sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));
    await signInAsSeller();
    // A slot no other test in this project books, so the sums are this test's alone.
    await saveDeliveryRules({
      ...FRESH_DELIVERY_RULES,
      slots: [
        { days: [...WEEKDAYS], start: '10:00', end: '12:00', capacity: 10, cutoffMinutes: 0 },
      ],
    });
    const quote = await deliveryQuote();
    const { id, date } = quote.slots.find((s) => s.date !== quote.today)!;
    const shopper = await registerShopper({ firstName: 'Kiran', street: '9 Packing Lane' });
    const place = (items: { product: string; quantity: number }[]) =>
      placeCodOrder(shopper.addressId, items, { id, date });
    const unpaid = await place([
      { product: rice!._id, quantity: 2 },
      { product: dal!._id, quantity: 1 },
    ]);
    const onTheWay = await place([{ product: rice!._id, quantity: 4 }]);
    const delivered = await place([{ product: rice!._id, quantity: 3 }]);
    const cancelled = await place([{ product: rice!._id, quantity: 5 }]);
    await signInAsSeller();
    for (const status of ['Packed', 'Out for delivery'])
      await setOrderStatus(onTheWay.orderId, status);
    for (const status of ['Packed', 'Out for delivery', 'Delivered'])
      await setOrderStatus(delivered.orderId, status);
    await setOrderStatus(cancelled.orderId, 'Cancelled');
    const orders = await listSellerOrders();
    const orderOf = (orderId: string) => orders.find((o) => o._id === orderId)!;

    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderApp(`/orders/packing?date=${date}&start=10:00&end=12:00`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Packing list · Tomorrow 10:00–12:00' }),
    ).toBeInTheDocument();
    const items = await screen.findByRole('table', {
      name: 'Items to pack for Tomorrow 10:00–12:00',
    });
    expect(
      within(items)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      // 2 + 4: the delivered order's 3 and the cancelled one's 5 are not to pack.
      [rice!.name, '6'],
      [dal!.name, '1'],
    ]);

    const listed = screen.getByRole('region', { name: 'Orders · 2' });
    expect(within(listed).getAllByRole('article')).toHaveLength(2);
    const card = (orderId: string) =>
      screen.getByRole('article', { name: orderOf(orderId).number! });
    expect(card(unpaid.orderId)).toHaveTextContent(
      `Cash to collect: ${formatPrice(orderOf(unpaid.orderId).amount)}`,
    );
    expect(card(unpaid.orderId)).toHaveTextContent('Kiran Verma');
    expect(card(unpaid.orderId)).toHaveTextContent('9 Packing Lane');
    expect(
      within(card(unpaid.orderId)).getByRole('link', { name: '+91 98765 43210' }),
    ).toBeVisible();
    expect(card(onTheWay.orderId)).toHaveTextContent(
      `Cash to collect: ${formatPrice(orderOf(onTheWay.orderId).amount)}`,
    );
    for (const gone of [delivered, cancelled])
      expect(
        screen.queryByRole('article', { name: orderOf(gone.orderId).number! }),
      ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('sends an address without a slot back to the Orders screen', async () => {
    await signInAsSeller();
    renderApp('/orders/packing');
    expect(
      await screen.findByText('Open a packing list from a slot on the Orders screen.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Orders' })).toHaveAttribute('href', '/orders');
    // A slot's sheet belongs to Orders: the sidebar says where the seller is.
    expect(screen.getByRole('link', { name: /^Orders/ })).toHaveAttribute('aria-current', 'page');
  });
});
