import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { FeatureHighlight } from './feature-highlight.tsx';
import { leafGlyph, truckGlyph } from './glyphs.tsx';

describe('FeatureHighlight', () => {
  it('has no axe violations', async () => {
    const { container } = render(
      <FeatureHighlight
        icon={truckGlyph}
        title="Fastest Delivery"
        description="Groceries delivered in under 30 minutes."
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a heading and its description', () => {
    render(
      <FeatureHighlight
        icon={leafGlyph}
        title="Freshness Guaranteed"
        description="Fresh produce straight from the source."
        headingLevel={4}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 4, name: 'Freshness Guaranteed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Fresh produce straight from the source.')).toBeInTheDocument();
  });
});
