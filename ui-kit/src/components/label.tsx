import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

export interface LabelProps extends ComponentProps<typeof LabelPrimitive.Root> {
  /** Adds a visual asterisk; the control's own `required` is what screen readers hear. */
  required?: boolean;
}

export function Label({ className, required, children, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root className={cn('text-sm font-medium text-ink', className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      ) : null}
    </LabelPrimitive.Root>
  );
}
