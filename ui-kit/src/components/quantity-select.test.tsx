import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { QuantitySelect } from './quantity-select.tsx';

async function openOptions(name: string): Promise<string[]> {
  const user = userEvent.setup();
  screen.getByRole('combobox', { name }).focus();
  await user.keyboard('{Enter}');
  await screen.findByRole('listbox');
  return screen.getAllByRole('option').map((option) => option.textContent ?? '');
}

describe('QuantitySelect', () => {
  it('has no axe violations', async () => {
    const { container } = render(
      <QuantitySelect value={1} onValueChange={vi.fn()} itemName="Fresh Apples" />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers 1 to 9', async () => {
    render(<QuantitySelect value={3} onValueChange={vi.fn()} itemName="Fresh Apples" />);
    expect(await openOptions('Quantity of Fresh Apples')).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
  });

  it('offers up to the current quantity when it is larger than 9', async () => {
    render(<QuantitySelect value={12} onValueChange={vi.fn()} />);
    const options = await openOptions('Quantity');
    expect(options).toHaveLength(12);
    expect(options.at(-1)).toBe('12');
    expect(screen.getByRole('option', { name: '12' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reports the chosen quantity as a number', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<QuantitySelect value={2} onValueChange={onValueChange} itemName="Milk" />);
    await openOptions('Quantity of Milk');
    await user.click(screen.getByRole('option', { name: '5' }));
    expect(onValueChange).toHaveBeenCalledWith(5);
  });
});
