import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productNamed, registerCustomer, setServerCart } from '../../test/api-helpers.ts';
import { expectToast, renderApp } from '../../test/render-app.tsx';

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('adding an address', () => {
  it('sends a visitor to the cart', async () => {
    const { location } = renderApp('/add-address');
    await waitFor(() => expect(location()).toBe('/cart'));
    expect(await screen.findByRole('heading', { name: /Shopping Cart/ })).toBeInTheDocument();
  });

  it('asks neither email nor country, requires the rest but the landmark and last name, with a numeric PIN code', async () => {
    await registerCustomer();
    const { user } = renderApp('/add-address');
    await screen.findByRole('heading', { level: 1, name: 'Add Shipping Address' });
    // The account's name to start with; cleared here to see what is required.
    expect(field(/First name/)).toHaveValue('Asha');
    await user.clear(field(/First name/));
    // The account's email and India: not asked again.
    expect(screen.queryByRole('textbox', { name: /Email/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Country/ })).toBeNull();
    // A text input with a numeric keypad: a number input would drop leading characters.
    expect(field(/PIN code/)).toHaveAttribute('inputmode', 'numeric');
    expect(field(/PIN code/)).toHaveAttribute('autocomplete', 'postal-code');
    expect(field(/PIN code/)).toHaveAttribute('maxlength', '6');
    expect(field(/Phone/)).toHaveAttribute('type', 'tel');
    expect(field(/Landmark/)).not.toBeRequired();
    expect(field(/Landmark/)).toHaveAccessibleDescription(/optional/i);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    for (const [label, message] of [
      [/First name/, 'First name is required'],
      [/Street/, 'Street is required'],
      [/City/, 'City is required'],
    ] as const) {
      expect(field(label)).toHaveAccessibleDescription(message);
      expect(field(label)).toBeInvalid();
    }
    expect(screen.getByRole('combobox', { name: /State/ })).toHaveAccessibleDescription(
      'State is required',
    );
    expect(field(/PIN code/)).toHaveAccessibleDescription('PIN code is required');
    expect(field(/Landmark/)).toBeValid();
    // Many names are one word: no last name needed.
    expect(field(/Last name/)).toBeValid();
    expect(field(/Last name/)).not.toBeRequired();
    expect(field(/Last name/)).toHaveAccessibleDescription('Optional');
    await waitFor(() => expect(field(/First name/)).toHaveFocus());
  });

  it.each(['12345', '012345', 'abcdef'])(
    'names what is wrong with the PIN code %s or a phone that is not a mobile number',
    async (pin) => {
      await registerCustomer();
      const { user } = renderApp('/add-address');
      await screen.findByRole('button', { name: 'Save address' });
      await user.type(field(/PIN code/), pin);
      await user.type(field(/Phone/), '080 2345 67');
      await user.click(screen.getByRole('button', { name: 'Save address' }));
      expect(field(/PIN code/)).toHaveAccessibleDescription('PIN code must be 6 digits');
      expect(field(/PIN code/)).toBeInvalid();
      expect(field(/Phone/)).toHaveAccessibleDescription(
        /Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9/,
      );
    },
  );

  it('fills city and state from the PIN code, which the shopper can still change', async () => {
    await registerCustomer();
    const { user } = renderApp('/add-address');
    await screen.findByRole('button', { name: 'Save address' });
    await user.type(field(/PIN code/), '500001');
    await waitFor(() => expect(field(/City/)).toHaveValue('Hyderabad'));
    const state = screen.getByRole('combobox', { name: /State/ });
    expect(state).toHaveTextContent('Telangana');
    expect(field(/City/)).toHaveAccessibleDescription(/Filled in from the PIN code/);
    await user.clear(field(/City/));
    await user.type(field(/City/), 'Secunderabad');
    expect(field(/City/)).toHaveValue('Secunderabad');
    expect(field(/City/)).not.toHaveAccessibleDescription(/Filled in/);
  });

  it('says when India Post does not know the PIN code, and still saves the address', async () => {
    await registerCustomer('Ravi Kumar Sharma');
    const { user, location } = renderApp('/add-address');
    await screen.findByRole('button', { name: 'Save address' });
    expect(field(/First name/)).toHaveValue('Ravi');
    expect(field(/Last name/)).toHaveValue('Kumar Sharma');
    await user.type(field(/PIN code/), '999999');
    await waitFor(() =>
      expect(field(/PIN code/)).toHaveAccessibleDescription(
        'We could not find this PIN code: type the city and state below.',
      ),
    );
    await user.type(field(/Street/), '4 New Colony');
    await user.type(field(/City/), 'Newtown');
    await user.click(screen.getByRole('combobox', { name: /State/ }));
    await user.click(await screen.findByRole('option', { name: 'Karnataka' }));
    await user.type(field(/Phone/), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(location()).toBe('/cart'));
  });

  it('saves a valid address and comes back to the cart with it chosen', async () => {
    await registerCustomer();
    const paneer = await productNamed('Fresh Paneer');
    await setServerCart({ [paneer._id]: 1 });
    const { user, location } = renderApp('/add-address');
    await screen.findByRole('button', { name: 'Save address' });
    await user.clear(field(/First name/));
    await user.type(field(/First name/), 'Asha');
    await user.type(field(/Last name/), 'Rao');
    await user.type(field(/Street/), '12 MG Road');
    await user.type(field(/Landmark/), '  Near the metro station ');
    await user.type(field(/PIN code/), '560001');
    // India Post's name for the city, corrected by the shopper.
    await waitFor(() => expect(field(/City/)).toHaveValue('Bangalore'));
    await user.clear(field(/City/));
    await user.type(field(/City/), 'Bengaluru');
    await user.type(field(/Phone/), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(location()).toBe('/cart'));
    await expectToast('Address added successfully');
    const summary = within(await screen.findByRole('complementary', { name: 'Order Summary' }));
    expect(await summary.findByRole('combobox', { name: 'Delivery Address' })).toHaveTextContent(
      'Asha Rao, 12 MG Road, 560001, +91 98765 43210',
    );
  });
});
