import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrdersRoute } from '../../../app/routes/orders.tsx';
import {
  placeUnpaidOnlineOrder,
  registerShopper,
  signInAsSeller,
  uncountedProduct,
} from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';

describe('orders awaiting payment', () => {
  it('are kept out of the list and shown under their own filter with when they expire', async () => {
    const product = await uncountedProduct();
    const shopper = await registerShopper({ firstName: 'Kavya', street: '3 Unpaid Lane' });
    await placeUnpaidOnlineOrder(shopper.addressId, [{ product: product._id, quantity: 1 }]);
    await signInAsSeller();

    const { user } = renderWithProviders(<OrdersRoute />);
    const table = await screen.findByRole('table', { name: 'All orders, newest first' });
    // Not paid yet, so not an order to pack: absent from the list of every status.
    expect(within(table).queryAllByText(/3 Unpaid Lane/)).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Awaiting payment' }));
    const [address] = await screen.findAllByText(/3 Unpaid Lane/);
    const row = address!.closest('tr')!;
    expect(within(row).getAllByText(/^Awaiting payment, expires \d{1,2}:\d{2}/)).not.toHaveLength(
      0,
    );
  });
});
