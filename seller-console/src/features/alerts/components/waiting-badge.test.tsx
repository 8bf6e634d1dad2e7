import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  countWaitingOrders,
  placeCodOrder,
  registerShopper,
  signInAsSeller,
  uncountedProduct,
} from '../../../test/api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const waitingLink = /^Orders\s*\((\d+) orders? waiting to be packed\)$/;

describe('orders waiting for the seller', () => {
  it('are counted from the server as the console loads, in the badge and the tab title', async () => {
    const product = await uncountedProduct();
    const shopper = await registerShopper();
    await placeCodOrder(shopper.addressId, [{ product: product!._id, quantity: 1 }]);
    await signInAsSeller();
    // Other test files share this API and may place orders meanwhile: the badge must show
    // what the server counted between these two readings.
    const before = await countWaitingOrders();
    expect(before).toBeGreaterThan(0);

    renderApp('/product-list');
    const link = await screen.findByRole('link', { name: waitingLink }, { timeout: 5000 });
    const badge = Number(/\((\d+) orders? waiting/.exec(link.textContent ?? '')?.[1]);
    const after = await countWaitingOrders();
    expect(badge).toBeGreaterThanOrEqual(before);
    expect(badge).toBeLessThanOrEqual(after);
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^\\(${badge}\\) `)));
  });
});
