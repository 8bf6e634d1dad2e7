import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import meta, { Sent } from './forgot-password-form.stories.tsx';

describe('ForgotPasswordForm', () => {
  it('checks the email first, then sends it trimmed', async () => {
    const user = userEvent.setup();
    const send = { ...meta.args.send, mutate: vi.fn() };
    render(<ForgotPasswordForm {...meta.args} send={send} />);
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveFocus();
    await user.type(email, 'asha');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email');
    expect(send.mutate).not.toHaveBeenCalled();
    await user.type(email, '@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(send.mutate).toHaveBeenCalledWith('asha@example.com');
  });

  it('shows the server’s answer and goes back on request', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    render(<ForgotPasswordForm {...meta.args} {...Sent.args} onBack={onBack} />);
    expect(screen.getByRole('status')).toHaveTextContent(/we have sent a link/);
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(onBack).toHaveBeenCalled();
  });
});
