import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { NumberInput } from './number-input.tsx';

describe('NumberInput', () => {
  it('has no axe violations, with or without a prefix', async () => {
    const { container } = render(
      <>
        <NumberInput aria-label="Quantity" />
        <NumberInput aria-label="Offer price" prefix="Rs." allowDecimals />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks phones for a number pad and steps by whole numbers', async () => {
    render(<NumberInput aria-label="Quantity" />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('step', '1');
    await userEvent.type(input, '12');
    expect(input).toHaveValue(12);
  });

  it('allows paise for prices and keeps the prefix out of the name', () => {
    render(<NumberInput aria-label="Offer price" prefix="Rs." allowDecimals />);
    const input = screen.getByRole('spinbutton', { name: 'Offer price' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('step', '0.01');
    expect(screen.getByText('Rs.')).toHaveAttribute('aria-hidden', 'true');
  });
});
