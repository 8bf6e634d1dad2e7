import { FORGOT_PASSWORD_MESSAGE, RESET_LINK_INVALID } from '@kirana/api/contract/password';
import { screen } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { signInAsSeller, signOutSeller } from '../../test/api.ts';
import { renderApp } from '../../test/render-app.tsx';

// A successful reset or change would sign the test seller out of every other test file
// sharing this API (and change the password they sign in with), so those are proven by
// the API's tests (password-reset.test.ts); here, what the seller sees.

describe('the seller’s forgotten password', () => {
  it('asks for the email on the sign-in screen and answers without telling who has an account', async () => {
    await signOutSeller();
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Seller Login', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(email).toHaveAccessibleDescription('Email is required');
    await user.type(email, inject('testSeller').email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(FORGOT_PASSWORD_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('opens the reset page signed out and refuses a forged link', async () => {
    await signOutSeller();
    const { user } = renderApp('/reset-password?token=not-a-real-token');
    const field = await screen.findByLabelText(/New password/);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(field).toHaveAccessibleDescription(/Password is required/);
    await user.type(field, 'seller-password-new-1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_INVALID);
  });

  it('says a link without its token is no link', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });
});

describe('the seller’s account screen', () => {
  it('is a link away in the top bar, and wants the current password to change it', async () => {
    await signInAsSeller();
    const { user, router } = renderApp('/orders');
    await user.click(await screen.findByRole('link', { name: 'Account' }));
    expect(await screen.findByRole('heading', { name: 'Account', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText(/Current password/)).toHaveAccessibleDescription(
      'Current password is required',
    );
    await user.type(screen.getByLabelText(/Current password/), 'not-the-password');
    await user.type(screen.getByLabelText(/New password/), 'seller-password-new-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your current password is not right.',
    );
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeEnabled();
  });
});
