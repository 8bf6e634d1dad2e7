import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import * as glyphs from './glyphs.tsx';
import { Icon } from './icon.tsx';

describe('Icon', () => {
  it('has no axe violations, decorative or labelled', async () => {
    const { container } = render(
      <>
        <Icon glyph={glyphs.cartGlyph} />
        <Icon glyph={glyphs.truckGlyph} label="Fast delivery" />
      </>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is hidden from screen readers unless labelled', () => {
    const { container } = render(<Icon glyph={glyphs.cartGlyph} />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('becomes a named image with a label', () => {
    render(<Icon glyph={glyphs.truckGlyph} label="Fast delivery" />);
    expect(screen.getByRole('img', { name: 'Fast delivery' })).toBeInTheDocument();
  });

  it('draws every named glyph', () => {
    for (const glyph of Object.values(glyphs)) {
      const { container, unmount } = render(<Icon glyph={glyph} />);
      expect(container.querySelector('svg')?.childElementCount).toBeGreaterThan(0);
      unmount();
    }
  });
});
