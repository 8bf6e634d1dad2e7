import type { Order } from '@kirana/api/contract/order';
import { toPaise } from '@kirana/api/contract/paise';
import { rupeesInWords } from '@kirana/api/contract/rupees-in-words';
import type { ShopInput, ShopResponse } from '@kirana/api/contract/shop';
import { formatPrice } from '@kirana/ui-kit/lib/format-price';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_URL } from '../config/env.ts';
import {
  listSellerOrders,
  placeCodOrder,
  registerShopper,
  signInAsSeller,
  uncountedProduct,
} from '../test/api.ts';
import { renderApp } from '../test/render-app.tsx';

// One file for everything that sets the shop's details (a bill's title follows the GSTIN),
// so these run one after another.
beforeEach(() => signInAsSeller());

const storedShop = async () =>
  ((await (await fetch(`${API_URL}/api/shop`)).json()) as ShopResponse).shop;

/** As the seller (the cookie jar keeps the session): blank clears a field. */
async function saveShop(changes: ShopInput) {
  const response = await fetch(`${API_URL}/api/shop`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(changes),
  });
  if (!response.ok) throw new Error(`POST /api/shop: ${response.status}`);
}

async function replaceValue(
  user: ReturnType<typeof renderApp>['user'],
  name: string,
  value: string,
) {
  const input = screen.getByRole('textbox', { name });
  await user.clear(input);
  if (value) await user.type(input, value);
}

describe('the Shop screen', () => {
  it('names each field it refuses, saves nothing, then saves the corrected details', async () => {
    await saveShop({ name: '', phone: '', whatsapp: '', gstin: '', fssai: '' });
    const { user } = renderApp('/shop');
    await screen.findByRole('form', { name: 'Shop details' });
    await replaceValue(user, 'Shop name', 'Sharma General Store');
    await replaceValue(user, 'Phone', '12345');
    await replaceValue(user, 'GSTIN', '29AAGCB7383J1Z5');
    await replaceValue(user, 'FSSAI licence number', '1122');
    await user.click(screen.getByRole('button', { name: 'Save shop details' }));

    expect(await screen.findByText(/^Nothing was saved/)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      /Phone must be a 10-digit Indian mobile number/,
    );
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'GSTIN' })).toHaveAccessibleDescription(
      /correct check character/,
    );
    expect(screen.getByRole('textbox', { name: 'FSSAI licence number' })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'Shop name' })).toBeValid();
    expect((await storedShop()).name).not.toBe('Sharma General Store');

    await replaceValue(user, 'Phone', '098450-12345');
    await replaceValue(user, 'WhatsApp number', '70220 54321');
    await replaceValue(user, 'GSTIN', '29aagcb7383j1z4');
    await replaceValue(user, 'FSSAI licence number', '11223344556677');
    await user.click(screen.getByRole('button', { name: 'Save shop details' }));

    expect(await screen.findByText('Shop details saved')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+919845012345');
    expect(screen.getByRole('textbox', { name: 'GSTIN' })).toHaveValue('29AAGCB7383J1Z4');
    expect(await storedShop()).toMatchObject({
      name: 'Sharma General Store',
      phone: '+919845012345',
      whatsapp: '+917022054321',
      gstin: '29AAGCB7383J1Z4',
      fssai: '11223344556677',
    });
  });
});

describe("an order's bill and WhatsApp from the Orders screen", () => {
  it('offers WhatsApp with the order prefilled, and opens a Tax Invoice that prints', async () => {
    await saveShop({ gstin: '29AAGCB7383J1Z4' });
    const product = await uncountedProduct();
    const shopper = await registerShopper({ phone: '+91 93333 40404', firstName: 'Meena' });
    const { orderId } = await placeCodOrder(shopper.addressId, [
      { product: product._id, quantity: 3 },
    ]);
    await signInAsSeller();
    const order = (await listSellerOrders()).find((o) => o._id === orderId) as Order;
    const number = order.number ?? '';
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);

    const { user, router } = renderApp('/orders');
    const table = await screen.findByRole('table', { name: 'All orders, newest first' });
    const row = within(table).getByText(number).closest('tr') as HTMLElement;
    await user.click(
      within(row)
        .getAllByRole('button', { name: `Details of order ${number}` })
        .at(-1)!,
    );
    const dialog = await screen.findByRole('dialog', { name: `Order ${number}` });
    const whatsapp = within(dialog).getByRole('link', {
      name: `WhatsApp Meena about order ${number}`,
    });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/919333340404?text=${encodeURIComponent(`Hello Meena, your order ${number} is now: Order Placed.`)}`,
    );

    await user.click(within(dialog).getByRole('link', { name: `Bill for order ${number}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${orderId}/bill`));
    const bill = await screen.findByRole('article', { name: 'Tax Invoice' });
    expect(within(bill).getByText('GSTIN: 29AAGCB7383J1Z4')).toBeInTheDocument();
    expect(within(bill).getByText(number)).toBeInTheDocument();
    expect(within(bill).getByText('Bill to: Meena Verma')).toBeInTheDocument();
    const line = within(bill).getByRole('row', { name: new RegExp(`^${product.name}`) });
    expect(
      within(line)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '3',
      formatPrice(product.offerPrice),
      formatPrice((toPaise(product.offerPrice) * 3) / 100),
    ]);
    expect(within(bill).getByRole('row', { name: /^Tax/ })).toHaveTextContent(
      formatPrice(order.tax),
    );
    expect(within(bill).getByText(rupeesInWords(toPaise(order.amount)))).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '80 mm receipt' }));
    expect(bill).toHaveClass('bill-receipt');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says so for an order that is not there', async () => {
    renderApp('/orders/no-such-order/bill');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/orders');
  });
});
