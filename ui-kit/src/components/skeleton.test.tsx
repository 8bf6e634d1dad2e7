import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { Skeleton } from './skeleton.tsx';

describe('Skeleton', () => {
  it('has no axe violations', async () => {
    const { container } = render(<Skeleton />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is hidden from screen readers', () => {
    const { container } = render(<Skeleton shape="circle" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
