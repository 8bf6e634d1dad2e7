import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlaceOrderResponse } from '@kirana/api/contract/order';
import type { Address } from '@kirana/api/contract/address';
import { addAddress, productNamed, registerCustomer } from '../../test/api-helpers.ts';
import { apiPost } from '../../lib/api-client.ts';
import { renderApp } from '../../test/render-app.tsx';
import { safeNext } from './loader.tsx';

afterEach(() => {
  vi.useRealTimers();
});

/** A signed-in shopper's online order for one Fresh Paneer (Rs.89.50 + 2% = Rs.91.29). */
async function placeOnlineOrder() {
  await registerCustomer();
  const { address } = (await addAddress()) as { address: Address };
  const paneer = await productNamed('Fresh Paneer');
  const placed = await apiPost<PlaceOrderResponse>('/api/order/online', {
    items: [{ product: paneer._id, quantity: 1 }],
    address: address._id,
    paymentType: 'Online',
  });
  return { orderId: placed.orderId, url: new URL(placed.url ?? '') };
}

/** Presses Pay (or Cancel) on the API's test payment page, as the shopper's browser would. */
async function payOnTestPage(url: URL, button: 'pay' | 'cancel' = 'pay') {
  const response = await fetch(`${url.origin}${url.pathname}/${button}`, {
    method: 'POST',
    body: new URLSearchParams({ token: url.searchParams.get('token') ?? '' }),
    redirect: 'manual',
  });
  if (response.status !== 303) throw new Error(`The test page answered ${response.status}`);
}

describe('the /loader page', () => {
  it('spins, then goes to /{next} after five seconds', async () => {
    // Only timeouts are faked, and the clock still runs, so the API calls go on as usual.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { location } = renderApp('/loader?next=my-orders');
    expect(await screen.findByText('Finishing up, please wait…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(location()).toBe('/loader?next=my-orders');
    await act(() => vi.advanceTimersByTimeAsync(1100));
    await waitFor(() => expect(location()).toBe('/my-orders'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
  });

  it('says the payment was received (asking the API), then goes to My Orders', async () => {
    const order = await placeOnlineOrder();
    await payOnTestPage(order.url);
    const { location } = renderApp(`/loader?next=my-orders&order=${order.orderId}`);
    expect(
      await screen.findByText(/^Payment received: Rs\.91\.29 for order KR-\d+\.$/),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/my-orders'), { timeout: 8000 });
    expect(
      await screen.findByRole('article', { name: /^Order KR-\d+ placed/ }),
    ).toBeInTheDocument();
  });

  it('says so and stays when the payment did not go through', async () => {
    const order = await placeOnlineOrder();
    await payOnTestPage(order.url, 'cancel');
    renderApp(`/loader?next=my-orders&order=${order.orderId}`);
    expect(await screen.findByText(/did not go through/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
  });

  it('stays on the spinner without next', async () => {
    renderApp('/loader');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Processing' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Finishing up, please wait…')).toBeNull();
  });
});

describe('safeNext', () => {
  it('keeps paths inside the shop', () => {
    expect(safeNext('my-orders')).toBe('/my-orders');
    expect(safeNext('/cart')).toBe('/cart');
    expect(safeNext('products/fruits')).toBe('/products/fruits');
  });

  it('refuses anything that could leave the shop', () => {
    expect(safeNext('//evil.example')).toBeNull();
    expect(safeNext('https://evil.example')).toBeNull();
    expect(safeNext('javascript:alert(1)')).toBeNull();
    expect(safeNext('')).toBeNull();
    expect(safeNext(null)).toBeNull();
  });
});
