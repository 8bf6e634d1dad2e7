import type { DeliveryQuoteResponse, DeliverySettingsInput } from '@kirana/api/contract/delivery';
import type { OrderListResponse } from '@kirana/api/contract/order';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { apiFetch, apiPost } from '../../lib/api-client.ts';
import {
  addAddress,
  productNamed,
  registerCustomer,
  setServerCart,
} from '../../test/api-helpers.ts';
import { expectToast, renderApp, topBar } from '../../test/render-app.tsx';
import { dayLabel } from '../../lib/slot-label.ts';

// These tests change the shop's delivery rules, which every other test file's orders would
// meet: as *.slots.test files they run on an API of their own (vitest.config.ts).

const EVERY_DAY = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const RULES: DeliverySettingsInput = {
  pincodes: [{ pincode: '560001', fee: null }],
  minOrder: 50,
  fee: 30,
  freeAbove: 500,
  slots: [
    { days: [...EVERY_DAY], start: '07:00', end: '09:00', capacity: 1, cutoffMinutes: 0 },
    { days: [...EVERY_DAY], start: '18:00', end: '20:00', capacity: 5, cutoffMinutes: 0 },
  ],
};

async function setRules(rules: Partial<DeliverySettingsInput> = {}) {
  await apiPost('/api/seller/login', inject('testSeller'));
  await apiPost('/api/delivery/settings', { ...RULES, ...rules });
  await apiFetch('/api/seller/logout');
}

const quote = () =>
  apiFetch<DeliveryQuoteResponse>('/api/delivery/quote?pincode=560001&subtotal=100');

/** A shopper with the demo address (PIN 560001) and one Fresh Paneer in the stored cart. */
async function shopperWithPaneer() {
  const shopper = await registerCustomer();
  await addAddress();
  const paneer = await productNamed('Fresh Paneer');
  await setServerCart({ [paneer._id]: 1 });
  return shopper;
}

/** Another shopper takes the one place of the morning slot on `date`. */
async function bookMorning(slotId: string, date: string) {
  await registerCustomer('Ravi');
  await addAddress();
  const { addresses } = await apiFetch<{ addresses: { _id: string }[] }>('/api/address/get');
  const paneer = await productNamed('Fresh Paneer');
  await apiPost('/api/order/cod', {
    items: [{ product: paneer._id, quantity: 1 }],
    address: addresses[0]!._id,
    slot: { id: slotId, date },
  });
  await apiFetch('/api/user/logout');
}

describe('the Deliver-to control', () => {
  it('checks a PIN code, says whether and when we deliver, and remembers it', async () => {
    await setRules();
    const { user } = renderApp('/');
    await user.click(within(topBar()).getByRole('button', { name: 'Deliver to PIN code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Where should we deliver?' });
    const pin = within(dialog).getByRole('textbox', { name: 'PIN code' });
    await user.type(pin, '060001');
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(
      await within(dialog).findByText('A PIN code is 6 digits and does not start with 0'),
    ).toBeInTheDocument();
    await user.clear(pin);
    await user.type(pin, '560099{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        "We don't deliver to 560099 yet.",
      ),
    );
    await user.clear(pin);
    await user.type(pin, '560001{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        /^Delivering to 560001 · next slot (Today|Tomorrow) (7–9 am|6–8 pm)$/,
      ),
    );
    await user.keyboard('{Escape}');
    expect(
      await within(topBar()).findByRole('button', { name: 'Deliver to 560001' }),
    ).toHaveFocus();
    expect(localStorage.getItem('kirana.pincode')).toBe('560001');
  });
});

describe('delivery in the cart', () => {
  it('adds the fee to the total, shows full slots disabled and places the order in a slot', async () => {
    await setRules();
    const before = await quote();
    const morning = before.slots.find((slot) => slot.start === '07:00')!;
    await bookMorning(morning.id, morning.date);
    await shopperWithPaneer();
    const { user } = renderApp('/cart');

    const summary = await screen.findByRole('complementary', { name: 'Order Summary' });
    expect(await within(summary).findByText(/more for free delivery\.$/)).toBeInTheDocument();
    expect(within(summary).getByText('Rs.30.00')).toBeInTheDocument();
    const place = within(summary).getByRole('button', { name: 'Place Order' });
    expect(place).toBeDisabled();
    expect(place).toHaveAccessibleDescription('Please choose a delivery slot.');

    const days = within(summary).getByRole('tablist', { name: 'Delivery slot' });
    // Days are tabs: the arrow keys move between them.
    const tabs = within(days).getAllByRole('tab');
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await user.click(within(days).getByRole('tab', { name: dayLabel(morning.date, before.today) }));
    // The morning's one place is taken: shown, but it cannot be chosen.
    expect(await within(summary).findByRole('radio', { name: '7–9 am, full' })).toBeDisabled();
    const evening = within(summary).getAllByRole('radio', { name: /^6–8 pm, \d left$/ })[0]!;
    await user.click(evening);
    expect(evening).toBeChecked();
    expect(place).toBeEnabled();
    await user.click(place);
    await expectToast('Order Placed Successfully');

    const { orders } = await apiFetch<OrderListResponse>('/api/order/user');
    expect(orders[0]).toMatchObject({
      deliveryFee: 30,
      pincode: '560001',
      slot: { start: '18:00', end: '20:00' },
    });
  });

  it('says why Place Order waits when the basket is below the minimum', async () => {
    await setRules({ minOrder: 5000 });
    await shopperWithPaneer();
    renderApp('/cart');
    const summary = await screen.findByRole('complementary', { name: 'Order Summary' });
    const place = await within(summary).findByRole('button', { name: 'Place Order' });
    await waitFor(() =>
      expect(place).toHaveAccessibleDescription(
        /^Add Rs\.[\d,.]+ more to reach the minimum order of Rs\.5,000\.00\.$/,
      ),
    );
    expect(place).toBeDisabled();
  });

  it('shows the 409 and the fresh slots when the chosen one fills up meanwhile', async () => {
    await setRules();
    const chosen = (await quote()).slots.find((slot) => slot.start === '07:00')!;
    const shopper = await shopperWithPaneer();
    const { user } = renderApp('/cart');
    const summary = await screen.findByRole('complementary', { name: 'Order Summary' });
    const days = await within(summary).findByRole('tablist', { name: 'Delivery slot' });
    await user.click(
      within(days).getByRole('tab', { name: dayLabel(chosen.date, (await quote()).today) }),
    );
    await user.click(await within(summary).findByRole('radio', { name: '7–9 am, 1 left' }));
    // Someone else takes the last place while this shopper decides.
    await bookMorning(chosen.id, chosen.date);
    await apiPost('/api/user/login', { email: shopper.email, password: shopper.password });
    await user.click(within(summary).getByRole('button', { name: 'Place Order' }));
    await expectToast('This delivery slot just filled up. Please choose another slot.');
    await waitFor(() =>
      expect(within(summary).getByRole('radio', { name: '7–9 am, full' })).toBeDisabled(),
    );
  });
});
