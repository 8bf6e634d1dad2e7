import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { activateLanguage } from '../lib/i18n.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

function CartLine({ start = 0 }: { start?: number }) {
  const [quantity, setQuantity] = useState(start);
  return (
    <QuantityStepper
      quantity={quantity}
      itemName="Fresh Apples"
      onAdd={() => setQuantity(1)}
      onIncrement={() => setQuantity((current) => current + 1)}
      onDecrement={() => setQuantity((current) => current - 1)}
    />
  );
}

describe('QuantityStepper', () => {
  it('has no axe violations in either state', async () => {
    const { container, rerender } = render(
      <QuantityStepper
        quantity={0}
        itemName="Milk"
        onAdd={vi.fn()}
        onIncrement={vi.fn()}
        onDecrement={vi.fn()}
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
    rerender(
      <QuantityStepper
        quantity={2}
        itemName="Milk"
        onAdd={vi.fn()}
        onIncrement={vi.fn()}
        onDecrement={vi.fn()}
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows Add, then − n + once the product is in the cart', async () => {
    const user = userEvent.setup();
    render(<CartLine />);
    await user.click(screen.getByRole('button', { name: 'Add Fresh Apples to cart' }));

    const group = screen.getByRole('group', { name: 'Quantity of Fresh Apples' });
    expect(group).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Add one more Fresh Apples' }));
    expect(group).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Remove one Fresh Apples' }));
    expect(group).toHaveTextContent('1');
  });

  it('keeps keyboard focus when it switches between Add and − n +', async () => {
    const user = userEvent.setup();
    render(<CartLine />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Add one more Fresh Apples' })).toHaveFocus();

    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Add Fresh Apples to cart' })).toHaveFocus();
  });

  it('names its buttons in Hindi when Hindi is active', async () => {
    await activateLanguage('hi', { load: async () => ({}) });
    const user = userEvent.setup();
    render(<CartLine />);
    await user.click(screen.getByRole('button', { name: 'Fresh Apples कार्ट में जोड़ें' }));
    const group = screen.getByRole('group', { name: 'Fresh Apples की मात्रा' });
    await user.click(screen.getByRole('button', { name: 'एक और Fresh Apples जोड़ें' }));
    expect(group).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'एक Fresh Apples कम करें' }));
    expect(group).toHaveTextContent('1');
  });

  it('disables + at the maximum', () => {
    const onIncrement = vi.fn();
    render(
      <QuantityStepper
        quantity={9}
        max={9}
        itemName="Milk"
        onAdd={vi.fn()}
        onIncrement={onIncrement}
        onDecrement={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Add one more Milk' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove one Milk' })).toBeEnabled();
  });
});
