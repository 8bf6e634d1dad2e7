import type { Order } from '@kirana/api/contract/order';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoAddress } from '../../../test/api-helpers.ts';
import { OrderCard } from './order-card.tsx';

const order: Order = {
  _id: '0190a0b0-0000-7000-8000-000000000001',
  userId: '0190a0b0-0000-7000-8000-000000000002',
  items: [
    {
      product: {
        _id: '0190a0b0-0000-7000-8000-000000000003',
        name: 'Green Tea',
        category: 'Drinks',
        image: [],
        offerPrice: 99.99,
      },
      quantity: 1,
    },
  ],
  subtotal: 99.99,
  tax: 2,
  amount: 101.99,
  address: demoAddress,
  paymentType: 'Online',
  isPaid: false,
  paymentStatus: 'flagged',
  paidAmount: 1,
  paidCurrency: 'inr',
  status: 'Order Placed',
  createdAt: '2026-11-20T10:00:00.000Z',
};

// The test payment page always pays the right amount, so a flagged order is rendered as
// the API lists it rather than made through the API.
describe('an order card', () => {
  it('shows a flagged online payment as under review, not as pending or paid', () => {
    render(<OrderCard order={order} />);
    expect(screen.getByText('Payment under review')).toBeInTheDocument();
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
    expect(screen.queryByText('Paid')).not.toBeInTheDocument();
  });
});
