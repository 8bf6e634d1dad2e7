import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  addAddress,
  logoutCustomer,
  productNamed,
  registerCustomer,
  sellerPriceList,
  sessionUser,
  setServerCart,
} from '../../test/api-helpers.ts';
import { expectToast, renderApp, topBar } from '../../test/render-app.tsx';

describe('placing a cash-on-delivery order', () => {
  it('clears the cart and shows the order as Pay on delivery in My Orders', async () => {
    await registerCustomer('Nila');
    await addAddress();
    const tomatoes = await productNamed('Fresh Tomatoes');
    await setServerCart({ [tomatoes._id]: 2 });
    const { user, location } = renderApp('/cart');
    const summary = within(await screen.findByRole('complementary', { name: 'Order Summary' }));
    expect(await summary.findByRole('combobox', { name: 'Delivery Address' })).toHaveTextContent(
      '12 MG Road',
    );
    expect(summary.getByRole('combobox', { name: 'Payment Method' })).toHaveTextContent(
      'Cash on Delivery',
    );
    await user.click(summary.getByRole('button', { name: 'Place Order' }));
    // While the order is on its way the button says so and cannot be pressed twice.
    expect(summary.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await waitFor(() => expect(location()).toBe('/my-orders'));
    await expectToast('Order Placed Successfully');
    const order = await screen.findByRole('article', { name: /^Order KR-\d+ placed/ });
    expect(within(order).getByText('Pay on delivery')).toBeInTheDocument();
    expect(within(order).getByText('Payment: Cash on Delivery')).toBeInTheDocument();
    expect(within(order).getByText('Fresh Tomatoes')).toBeInTheDocument();
    expect(within(order).getByText('Total Amount: Rs.70.38')).toBeInTheDocument();
    expect(within(topBar()).getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect((await sessionUser()).cartItems).toEqual({});
  });

  it('says "Please select an address" when the customer has none', async () => {
    await registerCustomer();
    const paneer = await productNamed('Fresh Paneer');
    await setServerCart({ [paneer._id]: 1 });
    const { user } = renderApp('/cart');
    const summary = within(await screen.findByRole('complementary', { name: 'Order Summary' }));
    expect(await summary.findByText('No address found.')).toBeInTheDocument();
    expect(summary.getByRole('link', { name: 'Add address' })).toHaveAttribute(
      'href',
      '/add-address',
    );
    await user.click(summary.getByRole('button', { name: 'Place Order' }));
    await expectToast('Please select an address');
  });

  it('offers online payment as the other choice', async () => {
    await registerCustomer();
    await addAddress();
    const paneer = await productNamed('Fresh Paneer');
    await setServerCart({ [paneer._id]: 1 });
    const { user } = renderApp('/cart');
    const summary = within(await screen.findByRole('complementary', { name: 'Order Summary' }));
    const payment = await summary.findByRole('combobox', { name: 'Payment Method' });
    payment.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Online' }));
    expect(summary.getByRole('button', { name: 'Proceed to Checkout' })).toBeInTheDocument();
  });
});

describe('a price changed while the cart was open', () => {
  it('places nothing, says what changed and shows the new total', async () => {
    const sku = `KOKUM-${Date.now()}`;
    const row = (price: string) =>
      `sku,name,category,price,offerPrice\n${sku},Kokum ${sku},Drinks,${price},${price}\n`;
    await sellerPriceList(row('50'));
    await registerCustomer();
    await addAddress();
    const kokum = await productNamed(`Kokum ${sku}`);
    await setServerCart({ [kokum._id]: 1 });
    const { user, location } = renderApp('/cart');
    const summary = within(await screen.findByRole('complementary', { name: 'Order Summary' }));
    expect(await summary.findByText('Rs.51.00')).toBeInTheDocument();
    await sellerPriceList(row('60'));
    await user.click(summary.getByRole('button', { name: 'Place Order' }));
    await expectToast(
      `Prices changed since you opened your cart (Kokum ${sku}: Rs.60.00). Your order now comes to Rs.61.20. Please check your cart and place the order again.`,
    );
    expect(location()).toBe('/cart');
    expect(await summary.findByText('Rs.61.20')).toBeInTheDocument();
    expect((await sessionUser()).cartItems).toEqual({ [kokum._id]: 1 });
  });
});

describe('back from a cancelled payment', () => {
  it('says nothing was charged and keeps Online chosen', async () => {
    await registerCustomer();
    await addAddress();
    const paneer = await productNamed('Fresh Paneer');
    await setServerCart({ [paneer._id]: 1 });
    const { user, location } = renderApp('/cart?payment=cancelled&order=abc');
    const notice = await screen.findByText('Payment cancelled: nothing was charged.');
    expect(notice.closest('[role="status"]')).toHaveTextContent('Your cart is as you left it.');
    const summary = within(await screen.findByRole('complementary', { name: 'Order Summary' }));
    expect(summary.getByRole('combobox', { name: 'Payment Method' })).toHaveTextContent('Online');
    expect(summary.getByRole('button', { name: 'Proceed to Checkout' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Payment cancelled: nothing was charged.')).toBeNull();
    expect(location()).toBe('/cart');
  });
});

describe('failures', () => {
  it('shows a toast when My Orders cannot be loaded', async () => {
    await registerCustomer('Omar');
    const { user } = renderApp('/');
    await user.click(await within(topBar()).findByRole('button', { name: 'Account menu' }));
    // The session ends elsewhere (another tab logs out) while this page still shows it.
    await logoutCustomer();
    await user.click(await screen.findByRole('menuitem', { name: 'My Orders' }));
    expect(await screen.findByText('Your orders could not be loaded.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: /Notifications/ })).toHaveTextContent(/sign|log/i),
    );
  });

  it('says "Failed to get addresses" when the addresses cannot be loaded', async () => {
    await registerCustomer();
    const paneer = await productNamed('Fresh Paneer');
    await setServerCart({ [paneer._id]: 1 });
    const { user } = renderApp('/');
    await within(topBar()).findByRole('button', { name: 'Account menu' });
    await logoutCustomer();
    await user.click(within(topBar()).getByRole('link', { name: 'Cart, 1 item' }));
    await expectToast('Failed to get addresses');
  });
});
