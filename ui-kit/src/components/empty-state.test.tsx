import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { EmptyState } from './empty-state.tsx';

describe('EmptyState', () => {
  it('has no axe violations', async () => {
    const { container } = render(<EmptyState title="No Products found in this category." />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a heading, the description and the action', () => {
    render(
      <EmptyState
        title="Your cart is empty"
        description="Add something fresh."
        action={<a href="/products">Continue Shopping</a>}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Your cart is empty' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Add something fresh.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toBeInTheDocument();
  });

  it('can render the title as plain text', () => {
    render(<EmptyState title="No orders yet" titleAs="p" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('No orders yet').tagName).toBe('P');
  });
});
