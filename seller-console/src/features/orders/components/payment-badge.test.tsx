import type { Order } from '@kirana/api/contract/order';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { describe, expect, it } from 'vitest';
import { OrdersTable } from './orders-table.tsx';

const flagged: Order = {
  _id: '0190a0b0-0000-7000-8000-000000000001',
  number: 'KR-10427',
  userId: '0190a0b0-0000-7000-8000-000000000002',
  items: [
    {
      product: {
        _id: '0190a0b0-0000-7000-8000-000000000003',
        name: 'Green Tea',
        category: 'Drinks',
        image: [],
        images: [],
        offerPrice: 99.99,
        gstRate: null,
        hsn: null,
      },
      quantity: 3,
    },
  ],
  subtotal: 299.97,
  tax: 6,
  taxMode: 'added',
  taxByRate: true,
  cancelReason: null,
  deliveryFee: 0,
  pincode: '560001',
  slot: null,
  amount: 305.97,
  address: {
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    street: '12 MG Road',
    landmark: '',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipcode: '560001',
    country: 'India',
    phone: '+91 98450 12345',
  },
  paymentType: 'Online',
  isPaid: false,
  paymentStatus: 'flagged',
  paidAmount: 1,
  paidCurrency: 'inr',
  status: 'Order Placed',
  events: [{ status: 'Order Placed', at: '2026-11-20T10:00:00.000Z', by: 'customer' }],
  refundStatus: null,
  paymentDueAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

// Flagged orders cannot be made through the API's test payment page (it always pays the
// right amount), so this renders the table with one, as the API lists it.
describe('a payment flagged for review', () => {
  it('is labelled, with the amount paid and the amount expected', () => {
    renderWithProviders(<OrdersTable orders={[flagged]} />);
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    const cells = within(row).getAllByRole('cell');
    expect(within(cells[5]!).getByText('Check payment')).toBeInTheDocument();
    expect(cells[5]).toHaveTextContent('Paid Rs.1.00, expected Rs.305.97');
  });

  it('names a foreign currency', () => {
    renderWithProviders(
      <OrdersTable orders={[{ ...flagged, paidAmount: 305.97, paidCurrency: 'usd' }]} />,
    );
    expect(
      screen.getAllByText(/Paid Rs\.305\.97 \(USD\), expected Rs\.305\.97/)[0],
    ).toBeInTheDocument();
  });
});

describe('where an order’s money stands', () => {
  it('says Refunded in the list and in the order’s details, never Paid', async () => {
    const refunded: Order = {
      ...flagged,
      isPaid: true,
      paymentStatus: 'paid',
      paidAmount: 305.97,
      status: 'Cancelled',
      refundStatus: 'refunded',
    };
    const { user } = renderWithProviders(<OrdersTable orders={[refunded]} />);
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(within(within(row).getAllByRole('cell')[5]!).getByText('Refunded')).toBeInTheDocument();
    await user.click(
      within(row).getAllByRole('button', { name: 'Details of order KR-10427' }).at(-1)!,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order KR-10427' });
    expect(within(dialog).getByText('Refunded')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/\bPaid\b/);
  });

  it('shows nothing owed on a cancelled cash order', () => {
    renderWithProviders(
      <OrdersTable
        orders={[
          {
            ...flagged,
            paymentType: 'COD',
            paymentStatus: 'not_required',
            paidAmount: null,
            paidCurrency: null,
            status: 'Cancelled',
          },
        ]}
      />,
    );
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell')[5]).toHaveTextContent(/^$/);
    expect(within(row).queryByText('Pending')).not.toBeInTheDocument();
  });
});
