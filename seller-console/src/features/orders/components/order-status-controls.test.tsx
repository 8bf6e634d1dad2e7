import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrdersRoute } from '../../../app/routes/orders.tsx';
import {
  listSellerOrders,
  placeCodOrder,
  registerShopper,
  signInAsSeller,
  uncountedProduct,
} from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';

async function placedOrder(phone: string) {
  const product = await uncountedProduct();
  const shopper = await registerShopper({ phone });
  const { orderId } = await placeCodOrder(shopper.addressId, [
    { product: product!._id, quantity: 1 },
  ]);
  await signInAsSeller();
  const order = (await listSellerOrders()).find((o) => o._id === orderId)!;
  return order;
}

describe('moving orders from the Orders screen', () => {
  it('advances an order with one click and shows its history', async () => {
    const order = await placedOrder('+91 90000 11111');
    const { user } = renderWithProviders(<OrdersRoute />);
    const table = await screen.findByRole('table', { name: 'All orders, newest first' });
    const row = within(table).getByText(order.number!).closest('tr')!;
    // Present twice in jsdom: the phone layout's copy and the Status column's (CSS shows one).
    const advance = () =>
      within(row)
        .getAllByRole('button', { name: `Mark packed: order ${order.number}` })
        .at(-1)!;
    await user.click(advance());
    await waitFor(async () =>
      expect((await listSellerOrders()).find((o) => o._id === order._id)?.status).toBe('Packed'),
    );
    await screen.findAllByRole('button', { name: `Send out for delivery: order ${order.number}` });

    await user.click(
      within(row)
        .getAllByRole('button', { name: `Details of order ${order.number}` })
        .at(-1)!,
    );
    const dialog = await screen.findByRole('dialog', { name: `Order ${order.number}` });
    expect(within(dialog).getByRole('link', { name: '+91 90000 11111' })).toHaveAttribute(
      'href',
      'tel:+919000011111',
    );
    const history = within(dialog).getByRole('list', { name: `History of order ${order.number}` });
    const steps = within(history).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent(/Order Placed \(done\).*by the customer/);
    expect(steps[1]).toHaveTextContent(/Packed \(now\).*by you/);
    expect(steps[2]).toHaveTextContent('Out for delivery (not yet)');

    // Cancelling is a destructive action, and looks like one (not the brand's green).
    const cancel = within(dialog).getByRole('button', { name: 'Cancel order' });
    expect(cancel).toHaveClass('text-danger');
    await user.click(cancel);
    const confirm = within(dialog).getByRole('button', { name: 'Yes, cancel it' });
    expect(confirm).toHaveClass('bg-danger');
    // The seller says why: the customer reads it.
    await user.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Choose why the order is cancelled.',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Other reason' }));
    await user.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Say why the order is cancelled.');
    await user.click(within(dialog).getByRole('radio', { name: 'Items out of stock' }));
    await user.click(confirm);
    await waitFor(async () =>
      expect((await listSellerOrders()).find((o) => o._id === order._id)).toMatchObject({
        status: 'Cancelled',
        cancelReason: { code: 'out-of-stock', note: null },
      }),
    );
    // A cancelled cash order owes nothing: no Pending beside it, in the list or its details.
    await waitFor(() => expect(within(row).queryAllByText('Cancelled')).not.toHaveLength(0));
    expect(within(row).queryByText('Pending')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Pending')).not.toBeInTheDocument();
  });

  it('filters by status and finds an order by the customer’s phone', async () => {
    const order = await placedOrder('+91 90000 22222');
    const { user } = renderWithProviders(<OrdersRoute />);
    const table = await screen.findByRole('table', { name: 'All orders, newest first' });
    await user.type(
      screen.getByRole('searchbox', { name: 'Find by order number or phone' }),
      '90000 22222',
    );
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(1);
    expect(within(table).getByText(order.number!)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Delivered' }));
    // Another status is another request: the table is drawn again.
    expect(await screen.findByText('No orders match.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Order Placed' }));
    expect(await screen.findByText(order.number!)).toBeInTheDocument();
  });
});
