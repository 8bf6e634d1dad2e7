import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { StarRating } from './star-rating.tsx';

describe('StarRating', () => {
  it('has no axe violations', async () => {
    const { container } = render(<StarRating />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the fixed 4 of 5 as one named image with "(4)"', () => {
    render(<StarRating />);
    const rating = screen.getByRole('img', { name: 'Rated 4 out of 5' });
    expect(rating).toHaveTextContent('(4)');
    expect(rating.querySelectorAll('svg')).toHaveLength(5);
  });

  it('keeps the rating within range', () => {
    render(<StarRating rating={9} showValue={false} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).not.toHaveTextContent('(');
  });
});
