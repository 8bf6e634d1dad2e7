import type { Order } from '@kirana/api/contract/order';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { OrdersTable } from './orders-table.tsx';

const ondcOrder: Order = {
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
  paymentType: 'COD',
  channel: 'ondc',
  isPaid: false,
  paymentStatus: 'not_required',
  paidAmount: null,
  paidCurrency: null,
  status: 'Order Placed',
  events: [{ status: 'Order Placed', at: '2026-11-20T10:00:00.000Z', by: 'customer' }],
  refundStatus: null,
  paymentDueAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('an order from a buyer app on ONDC', () => {
  it('carries an ONDC badge in the list and in its details; a web order none', async () => {
    const web: Order = {
      ...ondcOrder,
      _id: `${ondcOrder._id.slice(0, -1)}9`,
      number: 'KR-10428',
      channel: 'web',
    };
    const { user } = renderWithProviders(<OrdersTable orders={[ondcOrder, web]} />);
    const [, ondcRow, webRow] = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(ondcRow!).getAllByText('ONDC')[0]).toBeInTheDocument();
    expect(within(webRow!).queryByText('ONDC')).toBeNull();
    await user.click(
      within(ondcRow!).getAllByRole('button', { name: 'Details of order KR-10427' }).at(-1)!,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order KR-10427' });
    expect(within(dialog).getByText('ONDC')).toBeInTheDocument();
  });
});
