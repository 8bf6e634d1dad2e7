import { cartTotals } from '@kirana/api/contract/cart-total';
import { toPaise, toRupees } from '@kirana/api/contract/paise';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrdersRoute } from '../../../app/routes/orders.tsx';
import {
  listProducts,
  listSellerOrders,
  placeCodOrder,
  registerShopper,
  setOrderStatus,
  signInAsSeller,
} from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';

/** A cash order of 3 and 2 of two products whose stock is not counted (others sell out). */
async function twoLineOrder(phone: string) {
  const [first, second] = (await listProducts()).filter((p) => p.inStock && p.stock === null);
  const shopper = await registerShopper({ phone });
  const { orderId } = await placeCodOrder(shopper.addressId, [
    { product: first!._id, quantity: 3 },
    { product: second!._id, quantity: 2 },
  ]);
  await signInAsSeller();
  const order = (await listSellerOrders()).find((o) => o._id === orderId)!;
  return { order, first: first!, second: second! };
}

async function openDetails(user: ReturnType<typeof renderWithProviders>['user'], number: string) {
  const table = await screen.findByRole('table', { name: 'All orders, newest first' });
  const row = within(table).getByText(number).closest('tr')!;
  await user.click(
    within(row)
      .getAllByRole('button', { name: `Details of order ${number}` })
      .at(-1)!,
  );
  return screen.findByRole('dialog', { name: `Order ${number}` });
}

describe('editing an order before packing', () => {
  it('lowers one line and removes another, with a reason, and says so', async () => {
    const { order, first, second } = await twoLineOrder('+91 90000 33333');
    const number = order.number!;
    const { user } = renderWithProviders(<OrdersRoute />);
    const details = await openDetails(user, number);
    await user.click(within(details).getByRole('button', { name: 'Edit order' }));
    const dialog = await screen.findByRole('dialog', { name: `Edit order ${number}` });

    const firstQuantity = within(dialog).getByRole('spinbutton', {
      name: `Quantity of ${first.name}`,
    });
    expect(firstQuantity).toHaveValue(3);
    expect(firstQuantity).toHaveAttribute('max', '3');
    // A raise is refused before anything is sent.
    await user.clear(firstQuantity);
    await user.type(firstQuantity, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText('At most 3: a quantity can only be lowered.')).toBeVisible();
    expect(within(dialog).getByText('Please give a reason for the change.')).toBeVisible();

    await user.clear(firstQuantity);
    await user.type(firstQuantity, '1');
    await user.click(within(dialog).getByRole('button', { name: `Remove ${second.name}` }));
    expect(
      within(dialog).getByRole('spinbutton', { name: `Quantity of ${second.name}` }),
    ).toHaveValue(0);
    // The new total follows the form: one of the first product, taxed as the order was, and
    // its delivery fee.
    const goods = cartTotals(
      [{ offerPricePaise: toPaise(first.offerPrice), quantity: 1 }],
      order.taxMode,
    );
    const expected = toRupees(goods.amountPaise + toPaise(order.deliveryFee));
    expect(within(dialog).getByText(/^New total:/)).toHaveTextContent(
      `New total: ${formatPrice(expected)}`,
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'out of stock');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Order updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: `Edit order ${number}` }),
      ).not.toBeInTheDocument(),
    );
    const saved = (await listSellerOrders()).find((o) => o._id === order._id)!;
    expect(saved.items.map((i) => [i.product._id, i.quantity])).toEqual([[first._id, 1]]);
    expect(saved.amount).toBe(expected);
    // The details show the change and the new content.
    expect(
      await within(details).findByRole('list', { name: `Changes to order ${number}` }),
    ).toHaveTextContent(
      `Changed by the shop: ${first.name} 3 → 1, ${second.name} removed (out of stock)`,
    );
  });

  it('shows the API’s refusal, and offers no edit once packed', async () => {
    const { order, first } = await twoLineOrder('+91 90000 44444');
    const number = order.number!;
    const { user } = renderWithProviders(<OrdersRoute />);
    const details = await openDetails(user, number);
    await user.click(within(details).getByRole('button', { name: 'Edit order' }));
    const dialog = await screen.findByRole('dialog', { name: `Edit order ${number}` });
    // Packed meanwhile (on another device): the API refuses, and the dialog says why.
    await setOrderStatus(order._id, 'Packed');
    const quantity = within(dialog).getByRole('spinbutton', { name: `Quantity of ${first.name}` });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'out of stock');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /is Packed; only an order not yet packed can be changed/,
    );
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(details).queryByRole('button', { name: 'Edit order' })).not.toBeInTheDocument(),
    );
  });
});
