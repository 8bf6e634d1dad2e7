import { WEEKDAYS } from '@kirana/api/contract/delivery';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  deliveryQuote,
  FRESH_DELIVERY_RULES,
  listSellerOrders,
  placeCodOrder,
  registerShopper,
  restoreDeliveryRules,
  saveDeliveryRules,
  signInAsSeller,
  uncountedProduct,
} from '../../../test/api.ts';
import { renderApp } from '../../../test/render-app.tsx';

// This file has an API of its own (vitest.config.ts): the rules it sets reach no other file.
afterEach(() => restoreDeliveryRules());

const everyDay = (start: string, end: string) => ({
  days: [...WEEKDAYS],
  start,
  end,
  capacity: 10,
  cutoffMinutes: 0,
});

describe('orders by delivery slot', () => {
  it('groups orders under their slot in the order they go out, filters by slot and links each to its packing list', async () => {
    const product = await uncountedProduct();
    const early = await registerShopper({ street: '1 Before Slots Road' });
    // Placed while the shop had no slots: it goes under "No slot".
    const unslotted = await placeCodOrder(early.addressId, [{ product: product._id, quantity: 1 }]);
    await signInAsSeller();
    await saveDeliveryRules({
      ...FRESH_DELIVERY_RULES,
      fee: 15,
      slots: [everyDay('18:00', '20:00'), everyDay('07:00', '09:00')],
    });
    const quote = await deliveryQuote();
    const tomorrow = quote.slots.find((s) => s.date !== quote.today)!.date;
    const open = (start: string) => {
      const slot = quote.slots.find((s) => s.date === tomorrow && s.start === start)!;
      return { id: slot.id, date: slot.date };
    };
    const shopper = await registerShopper({ street: '2 Slot Street' });
    const line = [{ product: product._id, quantity: 1 }];
    const morning = [
      await placeCodOrder(shopper.addressId, line, open('07:00')),
      await placeCodOrder(shopper.addressId, line, open('07:00')),
    ];
    const evening = await placeCodOrder(shopper.addressId, line, open('18:00'));
    await signInAsSeller();
    const orders = await listSellerOrders();
    const numberOf = (id: string) => orders.find((o) => o._id === id)!.number!;
    const inSlot = (start: string) =>
      orders.filter((o) => o.slot?.date === tomorrow && o.slot.start === start).length;

    const { user, router } = renderApp('/orders');
    const morningHeading = await screen.findByRole('heading', {
      name: `Tomorrow 07:00–09:00 · ${inSlot('07:00')} orders`,
    });
    const headings = screen.getAllByRole('heading', { level: 2 });
    const eveningHeading = headings.find((h) => h.textContent?.startsWith('Tomorrow 18:00–20:00'));
    const noSlotHeading = headings.find((h) => /^No slot · \d+ orders?$/.test(h.textContent ?? ''));
    expect(eveningHeading).toHaveTextContent(`Tomorrow 18:00–20:00 · ${inSlot('18:00')} order`);
    // Soonest first, whatever order the slots were set up in; orders without one last.
    expect(headings.indexOf(morningHeading)).toBeLessThan(headings.indexOf(eveningHeading!));
    expect(headings.indexOf(eveningHeading!)).toBeLessThan(headings.indexOf(noSlotHeading!));

    const morningTable = screen.getByRole('table', {
      name: 'Orders for Tomorrow 07:00–09:00, newest first',
    });
    for (const { orderId } of morning) {
      expect(within(morningTable).getByText(numberOf(orderId))).toBeInTheDocument();
    }
    const noSlotTable = screen.getByRole('table', { name: 'Orders without a slot, newest first' });
    expect(within(noSlotTable).getByText(numberOf(unslotted.orderId))).toBeInTheDocument();
    expect(within(noSlotTable).queryByText(numberOf(evening.orderId))).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Delivery slot' }));
    await user.click(await screen.findByRole('option', { name: 'Tomorrow 18:00–20:00' }));
    expect(screen.queryByText(numberOf(morning[0]!.orderId))).not.toBeInTheDocument();
    const eveningTable = screen.getByRole('table', {
      name: 'Orders for Tomorrow 18:00–20:00, newest first',
    });
    expect(within(eveningTable).getByText(numberOf(evening.orderId))).toBeInTheDocument();

    // The details say when it goes and what the delivery cost.
    await user.click(
      within(eveningTable)
        .getAllByRole('button', { name: `Details of order ${numberOf(evening.orderId)}` })
        .at(-1)!,
    );
    const dialog = await screen.findByRole('dialog', {
      name: `Order ${numberOf(evening.orderId)}`,
    });
    const day = Number(tomorrow.slice(8));
    expect(dialog).toHaveTextContent(
      new RegExp(`Delivery slot: (${WEEKDAYS.join('|')}), ${day} [A-Z][a-z]{2}, 18:00–20:00`),
    );
    expect(dialog).toHaveTextContent('Delivery fee: Rs.15.00');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('link', { name: 'Packing list for Tomorrow 18:00–20:00' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Packing list · Tomorrow 18:00–20:00',
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders/packing');
    expect(router.state.location.search).toBe(`?date=${tomorrow}&start=18:00&end=20:00`);
  });
});
