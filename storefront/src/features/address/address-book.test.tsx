import type { Address } from '@kirana/api/contract/address';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPost } from '../../lib/api-client.ts';
import {
  demoAddress,
  productNamed,
  registerCustomer,
  setServerCart,
} from '../../test/api-helpers.ts';
import { expectToast, renderApp, topBar } from '../../test/render-app.tsx';

const save = (street: string) =>
  apiPost<{ address: Address }>('/api/address/add', {
    address: { ...demoAddress, street },
  }).then((answer) => answer.address);

describe('the address book', () => {
  it('edits an address, makes another the default the cart starts with, and deletes one', async () => {
    await registerCustomer();
    await save('12 MG Road');
    const office = await save('4 Residency Road');
    const { user, location } = renderApp('/addresses');
    const book = await screen.findByRole('list', { name: 'Saved addresses' });
    const home = within(book).getByRole('listitem', { name: '12 MG Road, 560001' });
    expect(within(home).getByText('Default')).toBeInTheDocument();

    await user.click(
      within(book).getByRole('button', { name: 'Set as default: 4 Residency Road' }),
    );
    await expectToast('Default address set');
    const work = within(book).getByRole('listitem', { name: '4 Residency Road, 560001' });
    await waitFor(() => expect(within(work).getByText('Default')).toBeInTheDocument());
    expect(within(home).queryByText('Default')).toBeNull();

    await user.click(within(book).getByRole('link', { name: 'Edit 4 Residency Road' }));
    await waitFor(() => expect(location()).toBe(`/addresses/${office._id}/edit`));
    const street = await screen.findByRole('textbox', { name: /Street/ });
    expect(street).toHaveValue('4 Residency Road');
    await user.clear(street);
    await user.type(street, '5 Residency Road');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await expectToast('Address updated');
    await waitFor(() => expect(location()).toBe('/addresses'));

    await user.click(
      within(await screen.findByRole('list', { name: 'Saved addresses' })).getByRole('button', {
        name: 'Delete 12 MG Road',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast('Address removed');
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: '12 MG Road, 560001' })).toBeNull(),
    );
  });

  it('starts the cart at the default and keeps the shopper’s pick after leaving the cart', async () => {
    await registerCustomer();
    await save('12 MG Road');
    const office = await save('4 Residency Road');
    await apiPost('/api/address/default', { id: office._id });
    const paneer = await productNamed('Fresh Paneer');
    await setServerCart({ [paneer._id]: 1 });
    const { user } = renderApp('/cart');
    const choice = await screen.findByRole('combobox', { name: 'Delivery Address' });
    await waitFor(() => expect(choice).toHaveTextContent('4 Residency Road'));

    await user.click(choice);
    await user.click(await screen.findByRole('option', { name: /12 MG Road/ }));
    await waitFor(() => expect(choice).toHaveTextContent('Asha Rao, 12 MG Road, 560001'));
    await user.click(screen.getByRole('link', { name: 'Manage addresses' }));
    await screen.findByRole('list', { name: 'Saved addresses' });
    await user.click(within(topBar()).getByRole('link', { name: /^Cart, 1 item/ }));
    const again = await screen.findByRole('combobox', { name: 'Delivery Address' });
    await waitFor(() => expect(again).toHaveTextContent('12 MG Road'));
  });
});
