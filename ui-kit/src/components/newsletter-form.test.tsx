import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { NewsletterForm } from './newsletter-form.tsx';

describe('NewsletterForm', () => {
  it('has no axe violations', async () => {
    const { container } = render(<NewsletterForm />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('hands the typed email to onSubscribe and clears the box', async () => {
    const user = userEvent.setup();
    const onSubscribe = vi.fn();
    render(<NewsletterForm onSubscribe={onSubscribe} />);
    expect(screen.getByRole('region', { name: 'Never Miss a Deal!' })).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(email, 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubscribe).toHaveBeenCalledWith('asha@example.com');
    expect(email).toHaveValue('');
  });

  it('waits for a promise: its message is the success, a rejection the error', async () => {
    const user = userEvent.setup();
    let answer: (message: string) => void = () => undefined;
    const onSubscribe = vi
      .fn()
      .mockReturnValueOnce(new Promise<string>((resolve) => (answer = resolve)))
      .mockRejectedValueOnce(new Error('Too many sign-ups.'));
    render(<NewsletterForm onSubscribe={onSubscribe} />);
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(email, 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(email).toHaveValue('asha@example.com');
    answer('You are subscribed.');
    expect(await screen.findByText('You are subscribed.')).toHaveAttribute('role', 'status');
    expect(email).toHaveValue('');

    await user.type(email, 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-ups.');
    expect(email).toHaveValue('asha@example.com');
    expect(email).toBeInvalid();
  });

  it('does not submit an empty address', async () => {
    const onSubscribe = vi.fn();
    render(<NewsletterForm onSubscribe={onSubscribe} />);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubscribe).not.toHaveBeenCalled();
  });
});
