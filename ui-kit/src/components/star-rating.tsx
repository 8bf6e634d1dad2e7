import { t } from '@lingui/core/macro';
import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn.ts';
import { Icon } from './icon.tsx';
import { starGlyph } from './glyphs.tsx';

export interface StarRatingProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The store shows a fixed 4 of 5 for now; whole stars only. */
  rating?: number;
  max?: number;
  /** Shows the number after the stars, e.g. "(4)". */
  showValue?: boolean;
}

export function StarRating({
  rating = 4,
  max = 5,
  showValue = true,
  className,
  ...props
}: StarRatingProps) {
  const filled = Math.max(0, Math.min(max, Math.round(rating)));
  return (
    // One image with one name instead of five unlabeled stars for screen readers.
    <span
      role="img"
      aria-label={t`Rated ${filled} out of ${max}`}
      className={cn('inline-flex items-center gap-0.5', className)}
      {...props}
    >
      {Array.from({ length: max }, (_, index) => (
        <Icon
          key={index}
          glyph={starGlyph}
          strokeWidth={1.5}
          className={cn(
            'size-3.5 md:size-4',
            index < filled ? 'fill-primary text-primary' : 'fill-primary/25 text-primary/60',
          )}
        />
      ))}
      {showValue ? <span className="ml-1 text-sm text-ink-muted">({filled})</span> : null}
    </span>
  );
}
