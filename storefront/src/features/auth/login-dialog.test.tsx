import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PASSWORD, registerCustomer, logoutCustomer, uniqueEmail } from '../../test/api-helpers.ts';
import {
  expectToast,
  renderApp,
  topBar,
  waitForDialogToClose,
  waitForSessionCheck,
} from '../../test/render-app.tsx';

async function openLogin() {
  const app = renderApp('/');
  await waitForSessionCheck();
  await app.user.click(within(topBar()).getByRole('button', { name: 'Login' }));
  const dialog = await screen.findByRole('dialog', { name: 'User Login' });
  return { ...app, dialog: within(dialog) };
}

describe('the login modal', () => {
  it('toggles between login and sign-up; only sign-up asks for a name', async () => {
    const { user, dialog } = await openLogin();
    expect(dialog.queryByRole('textbox', { name: /Name/ })).toBeNull();
    expect(dialog.getByRole('textbox', { name: /Email/ })).toHaveAttribute('type', 'email');
    expect(dialog.getByLabelText(/Password/)).toHaveAttribute('type', 'password');

    await user.click(dialog.getByRole('button', { name: 'Create an account' }));
    const signUp = within(await screen.findByRole('dialog', { name: 'User Sign Up' }));
    expect(signUp.getByRole('textbox', { name: /Name/ })).toBeRequired();
    // The new form starts where the shopper begins typing, not on the switch button.
    expect(signUp.getByRole('textbox', { name: /Name/ })).toHaveFocus();
    expect(signUp.getByLabelText(/Password/)).toHaveAccessibleDescription('At least 8 characters.');
    expect(signUp.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();

    await user.click(signUp.getByRole('button', { name: 'Log in instead' }));
    const login = within(await screen.findByRole('dialog', { name: 'User Login' }));
    expect(login.getByRole('textbox', { name: /Email/ })).toHaveFocus();
  });

  it('gives focus back to the Login button when closed with Escape', async () => {
    const { user } = await openLogin();
    await user.keyboard('{Escape}');
    await waitForDialogToClose();
    expect(within(topBar()).getByRole('button', { name: 'Login' })).toHaveFocus();
  });

  it('requires name, email and password before asking the server', async () => {
    const { user, dialog } = await openLogin();
    await user.click(dialog.getByRole('button', { name: 'Create an account' }));
    const signUp = within(await screen.findByRole('dialog', { name: 'User Sign Up' }));
    await user.click(signUp.getByRole('button', { name: 'Create Account' }));
    expect(signUp.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(
      'Name is required',
    );
    expect(signUp.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Email is required',
    );
    expect(signUp.getByText('Password is required')).toBeInTheDocument();
    await user.type(signUp.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await user.click(signUp.getByRole('button', { name: 'Create Account' }));
    expect(signUp.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
  });

  it('checks the password rule in the browser before sending a sign-up', async () => {
    const { user, dialog } = await openLogin();
    await user.click(dialog.getByRole('button', { name: 'Create an account' }));
    const signUp = within(await screen.findByRole('dialog', { name: 'User Sign Up' }));
    await user.type(signUp.getByRole('textbox', { name: /Name/ }), 'Ravi');
    await user.type(signUp.getByRole('textbox', { name: /Email/ }), uniqueEmail());
    await user.type(signUp.getByLabelText(/Password/), 'short');
    await user.click(signUp.getByRole('button', { name: 'Create Account' }));
    expect(signUp.getByLabelText(/Password/)).toHaveAccessibleDescription(
      /Password must be at least 8 characters/,
    );
    expect(signUp.queryByRole('alert')).toBeNull();
  });

  it('signs up, closes, and shows the profile menu instead of Login', async () => {
    const { user, dialog } = await openLogin();
    await user.click(dialog.getByRole('button', { name: 'Create an account' }));
    const signUp = within(await screen.findByRole('dialog', { name: 'User Sign Up' }));
    await user.type(signUp.getByRole('textbox', { name: /Name/ }), 'Ravi');
    await user.type(signUp.getByRole('textbox', { name: /Email/ }), uniqueEmail());
    await user.type(signUp.getByLabelText(/Password/), PASSWORD);
    await user.click(signUp.getByRole('button', { name: 'Create Account' }));
    await waitForDialogToClose();
    expect(
      await within(topBar()).findByRole('button', { name: 'Account menu' }),
    ).toBeInTheDocument();
    expect(within(topBar()).queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('logs in with the right password, refuses a wrong one, and logs out from the menu', async () => {
    const customer = await registerCustomer('Meera');
    await logoutCustomer();
    const { user, dialog } = await openLogin();
    await user.type(dialog.getByRole('textbox', { name: /Email/ }), customer.email);
    await user.type(dialog.getByLabelText(/Password/), 'wrong-password');
    await user.click(dialog.getByRole('button', { name: 'Login' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    // Said once, in the form: give a toast the time it would need, none repeats it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText('Invalid email or password.', { exact: false })).toHaveLength(1);

    await user.clear(dialog.getByLabelText(/Password/));
    await user.type(dialog.getByLabelText(/Password/), customer.password);
    await user.click(dialog.getByRole('button', { name: 'Login' }));
    await waitForDialogToClose();
    const menu = await within(topBar()).findByRole('button', { name: 'Account menu' });

    await user.click(menu);
    expect(await screen.findByText('Hi, Meera')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/my-orders',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await expectToast('Logged Out');
    expect(await within(topBar()).findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
