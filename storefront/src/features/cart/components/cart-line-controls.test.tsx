import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CartLineControls } from './cart-line-controls.tsx';

function renderControls(quantity = 3, max = 9) {
  const handlers = {
    onQuantityChange: vi.fn(),
    onAddOne: vi.fn(),
    onRemoveOne: vi.fn(),
    onRemoveLine: vi.fn(),
  };
  render(
    <CartLineControls
      itemName="Masala Instant Noodles"
      quantity={quantity}
      max={max}
      {...handlers}
    />,
  );
  return { user: userEvent.setup(), ...handlers };
}

describe('a cart line’s controls', () => {
  it('names the minus "Remove one" and takes away one unit only', async () => {
    const { user, onRemoveOne, onRemoveLine } = renderControls();
    const group = screen.getByRole('group', { name: 'Change quantity of Masala Instant Noodles' });
    await user.click(
      within(group).getByRole('button', { name: 'Remove one Masala Instant Noodles' }),
    );
    expect(onRemoveOne).toHaveBeenCalledOnce();
    expect(onRemoveLine).not.toHaveBeenCalled();
  });

  it('has a separate, visibly labelled "Remove item" for the whole line', async () => {
    const { user, onRemoveOne, onRemoveLine } = renderControls();
    const removeLine = screen.getByRole('button', { name: 'Remove item Masala Instant Noodles' });
    expect(removeLine).toHaveTextContent('Remove item');
    await user.click(removeLine);
    expect(onRemoveLine).toHaveBeenCalledOnce();
    expect(onRemoveOne).not.toHaveBeenCalled();
  });

  it('sets an exact quantity from the select', async () => {
    const { user, onQuantityChange } = renderControls(2);
    const select = screen.getByRole('combobox', { name: 'Quantity of Masala Instant Noodles' });
    expect(select).toHaveTextContent('2');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: '5' }));
    expect(onQuantityChange).toHaveBeenCalledWith(5);
  });

  it('has a "+" beside the "−" that adds one, and none past what can be ordered', async () => {
    const { user, onAddOne, onQuantityChange } = renderControls(3);
    const group = screen.getByRole('group', { name: 'Change quantity of Masala Instant Noodles' });
    const buttons = [...group.querySelectorAll('button')];
    // In reading order: minus, the quantity, plus.
    expect(buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
      'Remove one Masala Instant Noodles',
      'Quantity of Masala Instant Noodles',
      'Add one Masala Instant Noodles',
    ]);
    await user.click(within(group).getByRole('button', { name: 'Add one Masala Instant Noodles' }));
    expect(onAddOne).toHaveBeenCalledOnce();
    expect(onQuantityChange).not.toHaveBeenCalled();
  });

  it('disables "+" at the most that can be ordered', () => {
    renderControls(9, 9);
    expect(screen.getByRole('button', { name: 'Add one Masala Instant Noodles' })).toBeDisabled();
  });
});
