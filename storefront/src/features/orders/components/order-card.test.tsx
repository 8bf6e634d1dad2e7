import type { Order } from '@kirana/api/contract/order';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { activateLanguage } from '@kirana/ui-kit/lib/i18n';
import { describe, expect, it, vi } from 'vitest';
import { catalogues } from '../../../lib/i18n.ts';
import { demoAddress } from '../../../test/api-helpers.ts';
import { OrderCard } from './order-card.tsx';
import { CartContext, type CartContextValue } from '../../../lib/cart-context.ts';

const order: Order = {
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
      quantity: 1,
    },
  ],
  subtotal: 99.99,
  tax: 2,
  taxMode: 'added',
  taxByRate: true,
  cancelReason: null,
  deliveryFee: 0,
  pincode: '560001',
  slot: null,
  amount: 101.99,
  address: demoAddress,
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

// The card alone, outside the app: the cart it offers "Order again" to is an empty one
// (order-again.test.tsx runs that button against the real cart and API).
const emptyCart: CartContextValue = {
  items: {},
  count: 0,
  lines: [],
  linesFailed: false,
  retryLines: vi.fn(),
  add: vi.fn(),
  setQuantity: vi.fn(),
  remove: vi.fn(),
  removeLine: vi.fn(),
  putAll: vi.fn(),
  clear: vi.fn(),
};

const renderCard = (shown: Order) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CartContext.Provider value={emptyCart}>
        <MemoryRouter>
          <OrderCard order={shown} />
        </MemoryRouter>
      </CartContext.Provider>
    </QueryClientProvider>,
  );

// The test payment page always pays the right amount, so a flagged order is rendered as
// the API lists it rather than made through the API.
describe('an order card', () => {
  it('shows a flagged online payment as under review, not as pending or paid', () => {
    renderCard(order);
    expect(screen.getByText('Payment under review')).toBeInTheDocument();
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
    expect(screen.queryByText('Paid')).not.toBeInTheDocument();
  });

  it('names the order by its number and shows where it is on its way', () => {
    renderCard({
      ...order,
      paymentType: 'COD',
      paymentStatus: 'not_required',
      paidAmount: null,
      paidCurrency: null,
      status: 'Packed',
      events: [
        { status: 'Order Placed', at: '2026-11-20T10:00:00.000Z', by: 'customer' },
        { status: 'Packed', at: '2026-11-20T10:30:00.000Z', by: 'seller' },
      ],
    });
    expect(screen.getByRole('heading', { name: /^Order KR-10427/ })).toBeInTheDocument();
    expect(screen.getByText('Payment: Cash on Delivery')).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'History of order KR-10427' });
    const steps = within(history).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent(/^Order Placed \(done\)/);
    expect(steps[1]).toHaveTextContent(/^Packed \(now\)/);
    expect(steps[2]).toHaveTextContent(/^Out for delivery \(not yet\)$/);
    expect(steps[3]).toHaveTextContent(/^Delivered \(not yet\)$/);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    // Packed: too late for the shopper to cancel.
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('shows the landmark on the address line only when there is one', () => {
    const { unmount } = renderCard({
      ...order,
      address: { ...demoAddress, landmark: 'Opposite Cubbon Park' },
    });
    expect(
      screen.getByText(/^Deliver to Asha Rao, 12 MG Road, Opposite Cubbon Park, Bengaluru,/),
    ).toBeInTheDocument();
    unmount();
    renderCard(order);
    expect(
      screen.getByText(/^Deliver to Asha Rao, 12 MG Road, Bengaluru, Karnataka 560001/),
    ).toBeInTheDocument();
  });

  it('shows an unpaid online order as awaiting payment until its hold ends, and cancellable', () => {
    const dueAt = '2026-11-20T10:30:00.000Z';
    renderCard({
      ...order,
      number: null,
      paymentStatus: 'pending',
      paidAmount: null,
      paymentDueAt: dueAt,
    });
    // Not numbered until paid: named by the end of its id, never "Order null".
    expect(screen.getByRole('heading', { name: /^Order #00000001 placed/ })).toBeInTheDocument();
    const until = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short' }).format(new Date(dueAt));
    expect(screen.getByText(`Awaiting payment · until ${until}`)).toBeInTheDocument();
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it('says what a cancelled order came to, never Pending', () => {
    const cancelled = { ...order, status: 'Cancelled' as const, paidAmount: null };
    const { unmount } = renderCard({
      ...cancelled,
      paymentType: 'COD',
      paymentStatus: 'not_required',
    });
    expect(screen.getByText('Status: Cancelled')).toBeInTheDocument();
    expect(screen.queryByText(/Pending|Pay on delivery/)).not.toBeInTheDocument();
    unmount();
    renderCard({ ...cancelled, paymentStatus: 'failed' });
    expect(screen.getByText('Status: Cancelled · nothing charged')).toBeInTheDocument();
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });

  it("gives the shop's reason for cancelling, and the delivery slot booked", () => {
    const { unmount } = renderCard({
      ...order,
      status: 'Cancelled',
      cancelReason: { code: 'out-of-stock', note: null },
      slot: { date: '2026-11-28', start: '07:00', end: '09:00' },
    });
    expect(screen.getByText('The shop’s reason: Items are out of stock')).toBeInTheDocument();
    expect(screen.getByText('Delivery slot: Sat 28 Nov 7–9 am')).toBeInTheDocument();
    unmount();
    renderCard({ ...order, status: 'Cancelled', cancelReason: { code: 'other', note: 'Rain' } });
    expect(screen.getByText('The shop’s reason: Rain')).toBeInTheDocument();
    expect(screen.queryByText(/Delivery slot/)).toBeNull();
  });

  it('offers Cancel while the order is only placed, and shows a refund', () => {
    const { unmount } = renderCard({ ...order, paymentStatus: 'paid', isPaid: true });
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    unmount();
    renderCard({
      ...order,
      paymentStatus: 'paid',
      isPaid: true,
      paidAmount: 101.99,
      status: 'Cancelled',
      refundStatus: 'refunded',
      events: [
        ...order.events,
        { status: 'Cancelled', at: '2026-11-20T10:05:00.000Z', by: 'customer' },
      ],
    });
    // One state, saying what became of the money; no badge beside it says Paid.
    expect(screen.getByText('Status: Cancelled · refunded Rs.101.99')).toBeInTheDocument();
    expect(screen.queryByText('Paid')).not.toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: /^History/ })).getAllByRole('listitem');
    expect(steps.at(-1)).toHaveTextContent(/^Cancelled \(stopped here\).*by you$/);
  });

  it('names a line’s category as the shop’s list does in the page’s language', async () => {
    const { unmount } = renderCard(order);
    expect(screen.getByText('Category: Drinks')).toBeInTheDocument();
    unmount();
    await activateLanguage('hi', catalogues);
    const gone = structuredClone(order);
    gone.items.push({
      ...order.items[0]!,
      product: { ...order.items[0]!.product, _id: 'x', category: 'Toys' },
    });
    renderCard(gone);
    // The order keeps the English name; the API's list answers its Hindi label. A category
    // the list no longer has shows as the order has it.
    expect(await screen.findByText('कैटेगरी: पेय')).toBeInTheDocument();
    expect(screen.getByText('कैटेगरी: Toys')).toBeInTheDocument();
  });
});
