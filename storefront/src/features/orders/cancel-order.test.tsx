import type { Address } from '@kirana/api/contract/address';
import type { Order } from '@kirana/api/contract/order';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiFetch, apiPost } from '../../lib/api-client.ts';
import { demoAddress, productNamed, registerCustomer } from '../../test/api-helpers.ts';
import { expectToast, renderApp } from '../../test/render-app.tsx';

async function placeCodOrder() {
  await registerCustomer('Meena');
  const { address } = await apiPost<{ address: Address }>('/api/address/add', {
    address: demoAddress,
  });
  const paneer = await productNamed('Fresh Paneer');
  return apiPost<{ orderId: string }>('/api/order/cod', {
    address: address._id,
    items: [{ product: paneer._id, quantity: 1 }],
  });
}

describe('cancelling an order from My Orders', () => {
  it('asks first, then shows the order as Cancelled with its history', async () => {
    const { orderId } = await placeCodOrder();
    const { user } = renderApp('/my-orders');
    const card = await screen.findByRole('article', { name: /^Order KR-\d+ placed/ });
    expect(within(card).getByText('Status: Order Placed')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: /^Cancel order KR-\d+\?$/ });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await user.click(within(card).getByRole('button', { name: 'Cancel order' }));
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', {
      name: 'Cancel order',
    });
    // A destructive action looks like one, not like the green "Place Order".
    expect(confirm).toHaveClass('bg-danger');
    await user.click(confirm);

    await expectToast('Order Cancelled');
    await waitFor(() => expect(within(card).getByText('Status: Cancelled')).toBeInTheDocument());
    // Nothing is owed on a cancelled cash order: no payment badge says otherwise.
    expect(within(card).queryByText(/^(Pending|Pay on delivery)$/)).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    const history = within(card).getByRole('list', { name: /^History of order/ });
    expect(within(history).getAllByRole('listitem').at(-1)).toHaveTextContent(
      /Cancelled \(stopped here\).*by you/,
    );
    const { orders } = await apiFetch<{ orders: Order[] }>('/api/order/user');
    expect(orders.find((o) => o._id === orderId)?.status).toBe('Cancelled');
  });
});
