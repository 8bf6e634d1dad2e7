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

  it('requires every field but the landmark, with an email-typed email and a numeric PIN code', async () => {
    await registerCustomer();
    const { user } = renderApp('/add-address');
    await screen.findByRole('heading', { level: 1, name: 'Add Shipping Address' });
    expect(field(/Email address/)).toHaveAttribute('type', 'email');
    // A text input with a numeric keypad: a number input would drop leading characters.
    expect(field(/PIN code/)).toHaveAttribute('inputmode', 'numeric');
    expect(field(/PIN code/)).toHaveAttribute('autocomplete', 'postal-code');
    expect(field(/PIN code/)).toHaveAttribute('maxlength', '6');
    expect(field(/Landmark/)).not.toBeRequired();
    expect(field(/Landmark/)).toHaveAccessibleDescription(/optional/i);
    expect(field(/Country/)).toHaveValue('India');
    await user.clear(field(/Country/));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    for (const [label, message] of [
      [/First name/, 'First name is required'],
      [/Last name/, 'Last name is required'],
      [/Street/, 'Street is required'],
      [/City/, 'City is required'],
      [/State/, 'State is required'],
      [/Country/, 'Country is required'],
    ] as const) {
      expect(field(label)).toHaveAccessibleDescription(message);
      expect(field(label)).toBeInvalid();
    }
    expect(field(/Email address/)).toHaveAccessibleDescription(/email/i);
    expect(field(/PIN code/)).toHaveAccessibleDescription('PIN code is required');
    expect(field(/PIN code/)).toBeInvalid();
    expect(field(/Landmark/)).toBeValid();
    await waitFor(() => expect(field(/First name/)).toHaveFocus());
  });

  it.each(['12345', '012345', 'abcdef'])(
    'names what is wrong with the PIN code %s or a bad phone number',
    async (pin) => {
      await registerCustomer();
      const { user } = renderApp('/add-address');
      await screen.findByRole('button', { name: 'Save address' });
      await user.type(field(/PIN code/), pin);
      await user.type(field(/Phone/), 'call me');
      await user.click(screen.getByRole('button', { name: 'Save address' }));
      expect(field(/PIN code/)).toHaveAccessibleDescription('PIN code must be 6 digits');
      expect(field(/PIN code/)).toBeInvalid();
      expect(field(/Phone/)).toHaveAccessibleDescription('Please enter a valid phone number');
    },
  );

  it('saves a valid address and comes back to the cart with it chosen', async () => {
    await registerCustomer();
    const paneer = await productNamed('Fresh Paneer');
    await setServerCart({ [paneer._id]: 1 });
    const { user, location } = renderApp('/add-address');
    await screen.findByRole('button', { name: 'Save address' });
    await user.type(field(/First name/), 'Asha');
    await user.type(field(/Last name/), 'Rao');
    await user.type(field(/Email address/), 'asha@example.com');
    await user.type(field(/Street/), '12 MG Road');
    await user.type(field(/Landmark/), '  Near the metro station ');
    await user.type(field(/City/), 'Bengaluru');
    await user.type(field(/State/), 'Karnataka');
    await user.type(field(/PIN code/), '560001');
    await user.type(field(/Phone/), '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(location()).toBe('/cart'));
    await expectToast('Address added successfully');
    const summary = within(await screen.findByRole('complementary', { name: 'Order Summary' }));
    expect(await summary.findByRole('combobox', { name: 'Delivery Address' })).toHaveTextContent(
      '12 MG Road, Near the metro station, Bengaluru, Karnataka, India',
    );
  });
});
