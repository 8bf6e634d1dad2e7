import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { Spinner } from './spinner.tsx';

describe('Spinner', () => {
  it('has no axe violations', async () => {
    const { container } = render(<Spinner />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is a status that says what is loading', () => {
    render(<Spinner label="Confirming your payment" />);
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment');
  });

  it('says "Loading" by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('is silent with label={null}', () => {
    const { container } = render(<Spinner label={null} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
