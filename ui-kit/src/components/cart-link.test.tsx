import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { CartLink } from './cart-link.tsx';

describe('CartLink', () => {
  it('has no axe violations', async () => {
    const { container } = render(<CartLink count={3} />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says how many items the cart holds', () => {
    const { rerender } = render(<CartLink count={3} />);
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
    rerender(<CartLink count={1} href="/Cart" />);
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toHaveAttribute('href', '/Cart');
  });
});
