import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../lib/i18n.ts';
import { AccountSecurity, type AccountSecurityProps } from './account-security.tsx';
import meta from './account-security.stories.tsx';

const setup = (overrides: Partial<AccountSecurityProps> = {}) => {
  const change = { ...meta.args.change, mutate: vi.fn() };
  const endOthers = { ...meta.args.endOthers, mutate: vi.fn() };
  render(<AccountSecurity {...meta.args} change={change} endOthers={endOthers} {...overrides} />);
  return { user: userEvent.setup(), change, endOthers };
};

describe('AccountSecurity', () => {
  it('asks for the current password and checks the new one before sending', async () => {
    const { user, change } = setup();
    const form = screen.getByRole('region', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/New password/), 'short');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByLabelText(/Current password/)).toHaveAccessibleDescription(
      'Current password is required',
    );
    expect(within(form).getByLabelText(/New password/)).toHaveAccessibleDescription(
      /Password must be at least 8 characters/,
    );
    expect(change.mutate).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText(/Current password/), 'old-password-1');
    await user.clear(within(form).getByLabelText(/New password/));
    await user.type(within(form).getByLabelText(/New password/), 'new-password-1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(change.mutate).toHaveBeenCalledWith(
      { currentPassword: 'old-password-1', password: 'new-password-1' },
      expect.anything(),
    );
  });

  it('signs the other devices out on request', async () => {
    const { user, endOthers } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(endOthers.mutate).toHaveBeenCalled();
  });

  it('speaks Hindi when Hindi is active', async () => {
    await activateLanguage('hi', { load: async () => ({}) });
    const { user, change, endOthers } = setup();
    const form = screen.getByRole('region', { name: 'पासवर्ड बदलें' });
    await user.click(within(form).getByRole('button', { name: 'पासवर्ड बदलें' }));
    expect(within(form).getByLabelText(/मौजूदा पासवर्ड/)).toHaveAccessibleDescription(
      'मौजूदा पासवर्ड डालना ज़रूरी है',
    );
    expect(change.mutate).not.toHaveBeenCalled();
    const devices = screen.getByRole('region', { name: 'दूसरे डिवाइस' });
    await user.click(within(devices).getByRole('button', { name: 'बाकी सभी जगह से साइन आउट करें' }));
    expect(endOthers.mutate).toHaveBeenCalled();
  });

  it('shows a refusal as an alert', () => {
    setup({
      change: {
        ...meta.args.change,
        isError: true,
        error: new Error('Your current password is not right.'),
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your current password is not right.');
  });
});
