import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FORGOT_PASSWORD_MESSAGE, RESET_LINK_INVALID } from '@kirana/api/contract/password';
import type { UserResponse } from '@kirana/api/contract/user';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { apiPost } from '../../lib/api-client.ts';
import { logoutCustomer, PASSWORD, registerCustomer } from '../../test/api-helpers.ts';
import { renderApp, topBar, waitForSessionCheck } from '../../test/render-app.tsx';

/** The token of the newest reset email to `to` (the test API writes .eml files). */
async function resetTokenFor(to: string): Promise<string | undefined> {
  const dir = inject('mailOutboxDir');
  const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
  for (const file of files) {
    // Quoted-printable: soft line breaks and escaped characters undone first.
    const mail = (await readFile(join(dir, file), 'utf8'))
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (!mail.includes(to)) continue;
    const token = /\/reset-password\?token=([\w-]+)/.exec(mail)?.[1];
    if (token) return token;
  }
  return undefined;
}

async function openForgotPassword() {
  const app = renderApp('/');
  await waitForSessionCheck();
  await app.user.click(within(topBar()).getByRole('button', { name: 'Login' }));
  const login = within(await screen.findByRole('dialog', { name: 'User Login' }));
  await app.user.click(login.getByRole('button', { name: 'Forgot password?' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Forgot Password' }));
  return { ...app, dialog };
}

describe('a forgotten password', () => {
  it('asks for the email, then says the same whether or not it has an account', async () => {
    await logoutCustomer();
    const { user, dialog } = await openForgotPassword();
    const email = dialog.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Send reset link' }));
    expect(email).toHaveAccessibleDescription('Email is required');
    await user.type(email, 'nobody-here@kirana.test');
    await user.click(dialog.getByRole('button', { name: 'Send reset link' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(FORGOT_PASSWORD_MESSAGE);
    await user.click(dialog.getByRole('button', { name: 'Back to login' }));
    await screen.findByRole('dialog', { name: 'User Login' });
  });

  it('sets a new password from the emailed link, then offers the login', async () => {
    const shopper = await registerCustomer('Farah');
    await logoutCustomer();
    const { user, dialog, unmount } = await openForgotPassword();
    await user.type(dialog.getByRole('textbox', { name: /Email/ }), shopper.email);
    await user.click(dialog.getByRole('button', { name: 'Send reset link' }));
    await dialog.findByText(FORGOT_PASSWORD_MESSAGE);
    let token: string | undefined;
    await waitFor(
      async () => {
        token = await resetTokenFor(shopper.email);
        expect(token).toBeTruthy();
      },
      { timeout: 10_000 },
    );
    unmount();

    const page = renderApp(`/reset-password?token=${token}`);
    const field = await screen.findByLabelText(/New password/);
    await page.user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(field).toHaveAccessibleDescription(/Password is required/);
    await page.user.type(field, 'a-new-password-2026');
    await page.user.click(screen.getByRole('button', { name: 'Set new password' }));
    await screen.findByRole('dialog', { name: 'User Login' });
    expect(screen.getAllByText('Your password has been changed. Please log in.').length).toBe(1);

    const signIn = (password: string) =>
      apiPost<UserResponse>('/api/user/login', { email: shopper.email, password });
    await expect(signIn(PASSWORD)).rejects.toThrow(/Invalid email or password/);
    await expect(signIn('a-new-password-2026')).resolves.toMatchObject({ success: true });
    await logoutCustomer();
  });

  it('says so when the link is forged or used', async () => {
    const { user } = renderApp('/reset-password?token=not-a-real-token');
    await user.type(await screen.findByLabelText(/New password/), 'a-new-password-2026');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_INVALID);
  });
});

describe('the account page', () => {
  it('changes the password with the current one, and signs out elsewhere', async () => {
    await registerCustomer('Asha');
    const { user } = renderApp('/account');
    const current = await screen.findByLabelText(/Current password/);
    const fresh = screen.getByLabelText(/New password/);
    await user.type(current, 'not-my-password');
    await user.type(fresh, 'a-new-password-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your current password is not right.',
    );
    await user.clear(current);
    await user.type(current, PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(current).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await screen.findByText('Signed out of 0 other devices.');
    await logoutCustomer();
  });

  it('is in the account menu', async () => {
    await registerCustomer('Ravi');
    const { user } = renderApp('/');
    await waitForSessionCheck();
    await user.click(within(topBar()).getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Account' })).toHaveAttribute(
      'href',
      '/account',
    );
    await logoutCustomer();
  });

  it('asks a visitor to log in', async () => {
    await logoutCustomer();
    renderApp('/account');
    await screen.findByText('Log in to manage your account');
  });
});
