import { t } from '@lingui/core/macro';
import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn.ts';

const spinnerVariants = cva(
  'inline-block shrink-0 animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]',
  {
    variants: {
      size: {
        sm: 'size-4 border-2',
        md: 'size-6 border-[3px]',
        lg: 'size-12 border-4',
      },
      tone: {
        primary: 'text-primary',
        current: '',
      },
    },
    defaultVariants: { size: 'md', tone: 'primary' },
  },
);

export interface SpinnerProps
  extends Omit<HTMLAttributes<HTMLSpanElement>, 'role'>, VariantProps<typeof spinnerVariants> {
  /**
   * What is loading, read by screen readers ("Loading" by default). Pass `null` when
   * the spinner sits inside something that already says it is busy, e.g. a button.
   */
  label?: string | null;
}

export function Spinner({ size, tone, label = t`Loading`, className, ...props }: SpinnerProps) {
  const circle = <span className={cn(spinnerVariants({ size, tone }), className)} />;
  if (label === null) {
    return (
      <span aria-hidden="true" className="inline-flex" {...props}>
        {circle}
      </span>
    );
  }
  return (
    <span role="status" className="inline-flex items-center" {...props}>
      {circle}
      <span className="sr-only">{label}</span>
    </span>
  );
}
