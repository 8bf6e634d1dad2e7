import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { Badge } from './badge.tsx';

describe('Badge', () => {
  it('has no axe violations', async () => {
    const { container } = render(<Badge>Cash On Delivery</Badge>);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows Paid and Pending in different tones', () => {
    render(
      <>
        <Badge tone="paid">Paid</Badge>
        <Badge tone="pending">Pending</Badge>
      </>,
    );
    expect(screen.getByText('Paid').className).not.toBe(screen.getByText('Pending').className);
  });
});
