import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { Logo } from './logo.tsx';

describe('Logo', () => {
  it('has no axe violations', async () => {
    const { container } = render(<Logo />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reads as the wordmark, with the drawing hidden', () => {
    const { container } = render(<Logo suffix="Seller" />);
    expect(container).toHaveTextContent('Kirana Seller');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
