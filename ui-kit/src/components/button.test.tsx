import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { Button } from './button.tsx';

describe('Button', () => {
  it('has no axe violations', async () => {
    const { container } = render(<Button>Add to Cart</Button>);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no axe violations as a destructive action, filled or outlined', async () => {
    const { container } = render(
      <>
        <Button variant="danger">Cancel order</Button>
        <Button variant="danger-outline">Cancel</Button>
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Cancel order' })).toHaveClass('bg-danger');
  });

  it('is a plain button that does not submit forms unless asked', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Cancel</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('disables itself and shows the loading text while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingText="Processing..." onClick={onClick}>
        Place Order
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Processing...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child instead of a button with asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/products">All products</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'All products' });
    expect(link).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
