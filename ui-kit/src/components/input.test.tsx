import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { Input } from './input.tsx';

describe('Input', () => {
  it('has no axe violations', async () => {
    const { container } = render(<Input aria-label="Full name" />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is a text box by default and takes typing', async () => {
    render(<Input aria-label="Full name" />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.type(input, 'Asha');
    expect(input).toHaveValue('Asha');
  });

  it('passes through type, invalid and disabled', () => {
    render(<Input aria-label="Email" type="email" aria-invalid disabled />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeInvalid();
    expect(input).toBeDisabled();
  });
});
