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

  it('does not submit an empty address', async () => {
    const onSubscribe = vi.fn();
    render(<NewsletterForm onSubscribe={onSubscribe} />);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubscribe).not.toHaveBeenCalled();
  });
});
