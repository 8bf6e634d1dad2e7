import type { ReactElement, SVGProps } from 'react';
import { cn } from '../lib/cn.ts';

/** One of `glyphs.tsx`'s drawings (no icon library: the kit draws its own). */
export type IconGlyph = ReactElement;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  glyph: IconGlyph;
  /** Give a label only when the icon carries meaning on its own; otherwise it is hidden. */
  label?: string;
}

export function Icon({ glyph, label, className, ...props }: IconProps) {
  const a11y = label
    ? { role: 'img', 'aria-label': label }
    : { 'aria-hidden': true as const, focusable: false as const };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('size-5 shrink-0', className)}
      {...a11y}
      {...props}
    >
      {glyph}
    </svg>
  );
}
