import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn.ts';

const logoVariants = cva('inline-flex items-center gap-2 font-semibold text-ink', {
  variants: {
    size: {
      sm: 'text-lg [&_svg]:size-7',
      md: 'text-2xl [&_svg]:size-9',
    },
  },
  defaultVariants: { size: 'md' },
});

export interface LogoProps
  extends HTMLAttributes<HTMLSpanElement>, VariantProps<typeof logoVariants> {
  /** Small print after the wordmark, e.g. "Seller" in the seller console. */
  suffix?: string;
}

// The brand, the same in every language.
// eslint-disable-next-line lingui/no-unlocalized-strings -- a name, not words to translate
const BRAND = 'Kirana';

/** The Kirana wordmark: a basket with a leaf, drawn for this project. */
export function Logo({ size, suffix, className, ...props }: LogoProps) {
  return (
    <span className={cn(logoVariants({ size }), className)} {...props}>
      <svg viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="10" className="fill-primary" />
        <path
          d="M8 15h20l-2.2 11.2a2 2 0 0 1-2 1.8H12.2a2 2 0 0 1-2-1.8z"
          className="fill-on-primary"
        />
        <path
          d="M13 19v5M18 19v5M23 19v5"
          className="stroke-primary"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
        <path d="M18 14c0-4.4 2.6-7 7-7 0 4.4-2.6 7-7 7z" className="fill-white" />
      </svg>
      <span>
        {BRAND}
        {suffix ? (
          <>
            {' '}
            <span className="align-middle text-sm font-medium text-ink-muted">{suffix}</span>
          </>
        ) : null}
      </span>
    </span>
  );
}
