import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn.ts';

const skeletonVariants = cva('block bg-line motion-safe:animate-pulse', {
  variants: {
    shape: {
      text: 'h-4 w-full rounded-sm',
      block: 'h-32 w-full rounded-card',
      circle: 'size-10 rounded-full',
    },
  },
  defaultVariants: { shape: 'text' },
});

export interface SkeletonProps
  extends
    Omit<HTMLAttributes<HTMLSpanElement>, 'children'>,
    VariantProps<typeof skeletonVariants> {}

/**
 * A grey placeholder while content loads. Hidden from screen readers: put one
 * <Spinner> or an aria-busy container next to the skeletons to say "loading".
 */
export function Skeleton({ shape, className, ...props }: SkeletonProps) {
  return (
    <span aria-hidden="true" className={cn(skeletonVariants({ shape }), className)} {...props} />
  );
}
