import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrdersRoute } from '../../../app/routes/orders.tsx';
import {
  listProducts,
  listSellerOrders,
  placeCodOrder,
  registerShopper,
  signInAsSeller,
} from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';

describe('the orders screen', () => {
  it("shows every order newest first with items, the customer's address, amount and payment", async () => {
    const demo = (await listProducts()).filter((p) => p.inStock).slice(-3);
    const [first, second, third] = demo as [(typeof demo)[0], (typeof demo)[0], (typeof demo)[0]];
    const shopper = await registerShopper({ firstName: 'Meera', street: '7 Lake View Lane' });
    const older = await placeCodOrder(shopper.addressId, [{ product: first._id, quantity: 2 }]);
    const newer = await placeCodOrder(shopper.addressId, [
      { product: second._id, quantity: 1 },
      { product: third._id, quantity: 3 },
    ]);
    await signInAsSeller();
    const amountOf = async (id: string) =>
      (await listSellerOrders()).find((order) => order._id === id)!.amount;

    renderWithProviders(<OrdersRoute />);
    const table = await screen.findByRole('table', { name: 'All orders, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    const newerRow = rows.find((row) => row.textContent?.includes(`${third.name} × 3`));
    const olderRow = rows.find((row) => row.textContent?.includes(`${first.name} × 2`));
    expect(newerRow).toBeDefined();
    expect(olderRow).toBeDefined();
    expect(rows.indexOf(newerRow!)).toBeLessThan(rows.indexOf(olderRow!));

    const cells = within(newerRow!).getAllByRole('cell');
    expect(
      within(cells[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`${second.name} × 1`, `${third.name} × 3`]);
    expect(cells[1]).toHaveTextContent('Meera Verma');
    expect(cells[1]).toHaveTextContent('7 Lake View Lane');
    expect(cells[1]).toHaveTextContent('Pune, Maharashtra 411001');
    expect(cells[1]).toHaveTextContent('+91 98765 43210');
    // Tap to call or write: the number without its spaces, the email as given.
    expect(within(cells[1]!).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(within(cells[1]!).getByRole('link', { name: shopper.email })).toHaveAttribute(
      'href',
      `mailto:${shopper.email}`,
    );
    expect(cells[2]).toHaveTextContent(formatPrice(await amountOf(newer.orderId)));
    expect(cells[3]).toHaveTextContent('Cash on Delivery');
    expect(within(cells[4]!).getByText(/\d{4}/).tagName).toBe('TIME');
    expect(cells[5]).toHaveTextContent('Pending');
    expect(olderRow).toHaveTextContent(formatPrice(await amountOf(older.orderId)));
  });

  it('says why when the orders cannot be loaded, with a way to retry', async () => {
    // Nobody signed in: the API refuses, and the screen must say so (the spec's showed nothing).
    const { user } = renderWithProviders(<OrdersRoute />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The orders could not be loaded');
    expect(alert).toHaveTextContent('Please sign in as the seller to continue.');

    await signInAsSeller();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('table', { name: 'All orders, newest first' }),
    ).toBeInTheDocument();
  });
});
