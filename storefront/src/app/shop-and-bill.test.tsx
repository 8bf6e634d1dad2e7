import type { Address } from '@kirana/api/contract/address';
import type { Order } from '@kirana/api/contract/order';
import { toPaise } from '@kirana/api/contract/paise';
import { rupeesInWords } from '@kirana/api/contract/rupees-in-words';
import type { ShopInput } from '@kirana/api/contract/shop';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, inject, it, vi } from 'vitest';
import { apiFetch, apiPost } from '../lib/api-client.ts';
import { demoAddress, productNamed, registerCustomer } from '../test/api-helpers.ts';
import { renderApp } from '../test/render-app.tsx';

// One file for everything that sets the shop's details: the footer and the bill's title
// both read them, so these run one after another.

async function setShop(changes: ShopInput) {
  await apiPost('/api/seller/login', inject('testSeller'));
  await apiPost('/api/shop', changes);
}

async function placeCodOrder(quantity: number) {
  await registerCustomer('Meena');
  const { address } = await apiPost<{ address: Address }>('/api/address/add', {
    address: demoAddress,
  });
  const paneer = await productNamed('Fresh Paneer');
  const { orderId } = await apiPost<{ orderId: string }>('/api/order/cod', {
    address: address._id,
    items: [{ product: paneer._id, quantity }],
  });
  const { orders } = await apiFetch<{ orders: Order[] }>('/api/order/user');
  const order = orders.find((o) => o._id === orderId);
  if (!order) throw new Error('The order placed is not listed');
  return order;
}

describe("the shop's details and its bills", () => {
  it('keeps the placeholders in the footer until the shop is set', async () => {
    await setShop({ name: '', address: '', phone: '', whatsapp: '', email: '', fssai: '' });
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'help@kirana.example' })).toBeInTheDocument();
    await waitFor(() => expect(within(footer).queryByText(/FSSAI/)).not.toBeInTheDocument());
    expect(within(footer).queryByRole('link', { name: 'Order on WhatsApp' })).toBeNull();
  });

  it("shows the shop's name, address, phone, WhatsApp and FSSAI number once set", async () => {
    await setShop({
      name: 'Sharma General Store',
      address: '14, 5th Cross, Malleshwaram, Bengaluru 560003',
      phone: '98450 12345',
      whatsapp: '+91 70220 54321',
      email: 'orders@sharma.example',
      fssai: '11223344556677',
    });
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('Sharma General Store')).toBeInTheDocument();
    expect(within(footer).getByText(/Malleshwaram/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '+91 98450 12345' })).toHaveAttribute(
      'href',
      'tel:+919845012345',
    );
    expect(within(footer).getByRole('link', { name: 'Order on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/917022054321',
    );
    expect(within(footer).getByText('FSSAI Lic. No. 11223344556677')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'orders@sharma.example' })).toBeInTheDocument();
  });

  it('opens a Tax Invoice from My Orders, with every line, the total in words, and prints it', async () => {
    await setShop({ gstin: '29AAGCB7383J1Z4' });
    const order = await placeCodOrder(2);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderApp('/my-orders');
    await user.click(await screen.findByRole('link', { name: `Bill for order ${order.number}` }));

    const bill = await screen.findByRole('article', { name: 'Tax Invoice' });
    expect(within(bill).getByText('Sharma General Store')).toBeInTheDocument();
    expect(within(bill).getByText('GSTIN: 29AAGCB7383J1Z4')).toBeInTheDocument();
    expect(within(bill).getByText('FSSAI Lic. No. 11223344556677')).toBeInTheDocument();
    expect(within(bill).getByText(order.number ?? '')).toBeInTheDocument();
    expect(within(bill).getByText('Bill to: Asha Rao')).toBeInTheDocument();
    const paneer = within(bill).getByRole('row', { name: /^Fresh Paneer/ });
    const unit = order.items[0]?.product.offerPrice ?? 0;
    expect(
      within(paneer)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', formatPrice(unit), formatPrice((toPaise(unit) * 2) / 100)]);
    expect(within(bill).getByRole('row', { name: /^Total/ })).toHaveTextContent(
      formatPrice(order.amount),
    );
    expect(within(bill).queryByRole('row', { name: /^Delivery fee/ })).toBeNull();
    expect(within(bill).getByText(rupeesInWords(toPaise(order.amount)))).toBeInTheDocument();
    expect(
      within(bill).getByText('Payment: Cash on Delivery · Due on delivery'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '80 mm receipt' }));
    expect(bill).toHaveClass('bill-receipt');
    await user.click(screen.getByRole('button', { name: 'Print bill' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('is a Bill of Supply without a GSTIN, and no one else can open it', async () => {
    await setShop({ gstin: null });
    const order = await placeCodOrder(1);
    const first = renderApp(`/my-orders/${order._id}/bill`);
    expect(await screen.findByRole('article', { name: 'Bill of Supply' })).toBeInTheDocument();
    first.unmount();

    await registerCustomer('Ravi');
    renderApp(`/my-orders/${order._id}/bill`);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /Bill of Supply|Tax Invoice/ })).toBeNull();
  });
});
