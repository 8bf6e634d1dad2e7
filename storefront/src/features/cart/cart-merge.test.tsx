import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  logoutCustomer,
  PASSWORD,
  productNamed,
  registerCustomer,
  sessionUser,
  setServerCart,
  uniqueEmail,
} from '../../test/api-helpers.ts';
import {
  renderApp,
  topBar,
  waitForDialogToClose,
  waitForSessionCheck,
} from '../../test/render-app.tsx';

const seedVisitorCart = (items: Record<string, number>) =>
  localStorage.setItem('kirana.cart', JSON.stringify(items));

describe("the visitor's cart on sign-in", () => {
  it('moves into a new account on sign-up', async () => {
    const tomatoes = await productNamed('Fresh Tomatoes');
    seedVisitorCart({ [tomatoes._id]: 2 });
    const { user } = renderApp('/');
    await waitForSessionCheck();
    await user.click(within(topBar()).getByRole('button', { name: 'Login' }));
    const login = within(await screen.findByRole('dialog', { name: 'User Login' }));
    await user.click(login.getByRole('button', { name: 'Create an account' }));
    const signUp = within(await screen.findByRole('dialog', { name: 'User Sign Up' }));
    await user.type(signUp.getByRole('textbox', { name: /Name/ }), 'Kiran');
    await user.type(signUp.getByRole('textbox', { name: /Email/ }), uniqueEmail());
    await user.type(signUp.getByLabelText(/Password/), PASSWORD);
    await user.click(signUp.getByRole('button', { name: 'Create Account' }));
    await waitForDialogToClose();

    await within(topBar()).findByRole('button', { name: 'Account menu' });
    await waitFor(async () =>
      expect((await sessionUser()).cartItems).toEqual({ [tomatoes._id]: 2 }),
    );
    expect(within(topBar()).getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(localStorage.getItem('kirana.cart')).toBeNull();
  });

  it("adds quantities to the account's cart, capped at 99, dropping ids that no longer exist", async () => {
    const tomatoes = await productNamed('Fresh Tomatoes');
    const bread = await productNamed('Whole Wheat Bread');
    const paneer = await productNamed('Fresh Paneer');
    const customer = await registerCustomer('Lata');
    await setServerCart({ [tomatoes._id]: 98, [bread._id]: 1 });
    await logoutCustomer();
    seedVisitorCart({ [tomatoes._id]: 5, [paneer._id]: 2, 'gone-product-id': 3 });

    const { user } = renderApp('/');
    await waitForSessionCheck();
    await user.click(within(topBar()).getByRole('button', { name: 'Login' }));
    const login = within(await screen.findByRole('dialog', { name: 'User Login' }));
    await user.type(login.getByRole('textbox', { name: /Email/ }), customer.email);
    await user.type(login.getByLabelText(/Password/), customer.password);
    await user.click(login.getByRole('button', { name: 'Login' }));
    await waitForDialogToClose();

    await waitFor(async () =>
      expect((await sessionUser()).cartItems).toEqual({
        [tomatoes._id]: 99,
        [bread._id]: 1,
        [paneer._id]: 2,
      }),
    );
    expect(within(topBar()).getByRole('link', { name: 'Cart, 102 items' })).toBeInTheDocument();
  });
});

describe('a signed-in cart', () => {
  it('sends every change to the server', async () => {
    await registerCustomer('Dev');
    const { user } = renderApp('/products/bakery');
    await within(topBar()).findByRole('button', { name: 'Account menu' });
    const list = await screen.findByRole('list', { name: 'Bakery & Breads' });
    const card = within(list).getAllByRole('article')[0]!;
    const name = within(card).getByRole('heading').textContent ?? '';
    const product = await productNamed(name);
    await user.click(within(card).getByRole('button', { name: `Add ${name} to cart` }));
    await user.click(within(card).getByRole('button', { name: `Add one more ${name}` }));
    await user.click(within(card).getByRole('button', { name: `Add one more ${name}` }));
    await waitFor(async () =>
      expect((await sessionUser()).cartItems).toEqual({ [product._id]: 3 }),
    );
    await user.click(within(card).getByRole('button', { name: `Remove one ${name}` }));
    await waitFor(async () =>
      expect((await sessionUser()).cartItems).toEqual({ [product._id]: 2 }),
    );
    // Signed in, the browser keeps no copy of its own.
    expect(localStorage.getItem('kirana.cart')).toBeNull();
  });
});
