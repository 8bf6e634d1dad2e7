import { WEEKDAYS } from '@kirana/api/contract/delivery';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  deliveryQuote,
  FRESH_DELIVERY_RULES,
  placeCodOrder,
  readDeliveryRules,
  registerShopper,
  restoreDeliveryRules,
  saveDeliveryRules,
  signInAsSeller,
  uncountedProduct,
} from '../../../test/api.ts';
import { renderApp } from '../../../test/render-app.tsx';

// This file has an API of its own (vitest.config.ts): the rules it sets reach no other file.
beforeEach(() => signInAsSeller());
afterEach(() => restoreDeliveryRules());

const pinField = () => screen.findByRole('textbox', { name: 'PIN codes' });

async function replaceValue(
  user: ReturnType<typeof renderApp>['user'],
  input: HTMLElement,
  value: string,
) {
  await user.clear(input);
  await user.type(input, value);
}

describe('the Delivery screen', () => {
  it('saves pasted PIN codes with their fees, the charges and a slot, and shows them after a reload', async () => {
    const first = renderApp('/delivery');
    const { user } = first;
    const pins = await pinField();
    expect(screen.getByText('No PIN codes: you deliver everywhere.')).toBeInTheDocument();
    await user.click(pins);
    // Two columns copied from a spreadsheet: tabs between the cells, a blank row in between.
    await user.paste('560001\t20\r\n560002\n\n411001\t0\n');
    expect(screen.getByText('3 PIN codes, 2 with their own fee')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Delivery fee (Rs.)'), '25');
    await user.type(screen.getByLabelText('Free delivery above (Rs.)'), '499.50');

    expect(
      screen.getByText('No slots: shoppers are not asked when to deliver.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add slot' }));
    const slot = screen.getByRole('group', { name: 'Slot 1 (new)' });
    expect(within(slot).getByLabelText('Start')).toHaveFocus();
    await user.click(within(slot).getByRole('checkbox', { name: 'Sun' }));
    await replaceValue(user, within(slot).getByLabelText('Start'), '18:00');
    await replaceValue(user, within(slot).getByLabelText('End'), '20:00');
    await replaceValue(user, within(slot).getByLabelText('Capacity'), '12');
    await replaceValue(user, within(slot).getByLabelText('Cut-off (minutes)'), '90');
    await user.click(screen.getByRole('button', { name: 'Save delivery settings' }));

    expect(await screen.findByText('Delivery settings saved')).toBeInTheDocument();
    const saved = await readDeliveryRules();
    expect(saved).toMatchObject({
      pincodes: [
        { pincode: '411001', fee: 0 },
        { pincode: '560001', fee: 20 },
        { pincode: '560002', fee: null },
      ],
      minOrder: 0,
      fee: 25,
      freeAbove: 499.5,
      slots: [
        {
          days: WEEKDAYS.filter((day) => day !== 'Sun'),
          start: '18:00',
          end: '20:00',
          capacity: 12,
          cutoffMinutes: 90,
        },
      ],
    });
    // The form now holds the new slot's id: it is no longer "new".
    expect(await screen.findByRole('group', { name: 'Slot 1' })).toBeInTheDocument();
    first.unmount();

    // A reload (a new page, a new cache) shows what the server kept.
    const second = renderApp('/delivery');
    expect(await pinField()).toHaveValue('411001, 0\n560001, 20\n560002');
    expect(screen.getByLabelText('Delivery fee (Rs.)')).toHaveValue(25);
    expect(screen.getByLabelText('Free delivery above (Rs.)')).toHaveValue(499.5);
    const kept = screen.getByRole('group', { name: 'Slot 1' });
    expect(within(kept).getByLabelText('Start')).toHaveValue('18:00');
    expect(within(kept).getByLabelText('End')).toHaveValue('20:00');
    expect(within(kept).getByRole('checkbox', { name: 'Sun' })).not.toBeChecked();
    expect(within(kept).getByRole('checkbox', { name: 'Mon' })).toBeChecked();

    // Saved again, the slot keeps its id, so the orders booked in it keep their place.
    await replaceValue(second.user, within(kept).getByLabelText('Capacity'), '15');
    await second.user.click(screen.getByRole('button', { name: 'Save delivery settings' }));
    expect(await screen.findByText('Delivery settings saved')).toBeInTheDocument();
    expect((await readDeliveryRules()).slots).toEqual([{ ...saved.slots[0], capacity: 15 }]);
  });

  it('names the line of a bad or repeated PIN code and saves nothing', async () => {
    const { user } = renderApp('/delivery');
    const pins = await pinField();
    await user.click(pins);
    await user.paste('560001\n56001\n560001, 30\n560003, abc');

    expect(screen.getByText('1 PIN code')).toBeInTheDocument();
    expect(pins).toHaveAttribute('aria-invalid', 'true');
    expect(pins).toHaveAccessibleDescription(
      expect.stringContaining(
        'Line 2: “56001” is not a PIN code (6 digits, not starting with 0).',
      ) as string,
    );
    expect(screen.getByText('Line 3: 560001 is already on line 1.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Line 4: the fee “abc” for 560003 is not an amount in rupees (such as 20 or 20.50).',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save delivery settings' }));
    expect(
      await screen.findByText('Nothing was saved: please fix the problems marked above.'),
    ).toBeInTheDocument();
    expect(pins).toHaveFocus();
    expect(screen.queryByText('Delivery settings saved')).not.toBeInTheDocument();
    expect(await readDeliveryRules()).toMatchObject(FRESH_DELIVERY_RULES);
  });

  it('previews the coming week: each slot booked against its capacity, closed ones marked', async () => {
    await saveDeliveryRules({
      ...FRESH_DELIVERY_RULES,
      slots: [
        { days: [...WEEKDAYS], start: '07:00', end: '09:00', capacity: 10, cutoffMinutes: 0 },
        // Bookings close two days ahead: today's and tomorrow's are always closed.
        { days: [...WEEKDAYS], start: '20:00', end: '21:00', capacity: 5, cutoffMinutes: 2880 },
      ],
    });
    const quote = await deliveryQuote();
    const tomorrow = quote.slots.find((s) => s.start === '07:00' && s.date !== quote.today)!;
    const product = await uncountedProduct();
    const shopper = await registerShopper();
    await placeCodOrder(shopper.addressId, [{ product: product._id, quantity: 1 }], {
      id: tomorrow.id,
      date: tomorrow.date,
    });
    await signInAsSeller();

    renderApp('/delivery');
    const preview = await screen.findByRole('region', { name: 'Next 7 days' });
    const days = await within(preview).findAllByRole('heading', { level: 3 });
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveTextContent(/^Today · \w{3} \d{1,2} \w{3}$/);
    expect(days[1]).toHaveTextContent(/^Tomorrow · /);
    const slots = within(preview).getByRole('list', { name: /^Slots on Tomorrow/ });
    const [morning, evening] = within(slots).getAllByRole('listitem');
    expect(morning).toHaveTextContent(/^7:00–9:00 · 1\/10 booked$/);
    expect(evening).toHaveTextContent(/^20:00–21:00 · 0\/5 booked · closed$/);
  });
});
