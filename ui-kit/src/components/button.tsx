import { cva, type VariantProps } from 'class-variance-authority';
import { cloneElement, isValidElement, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Spinner } from './spinner.tsx';

export const buttonVariants = cva(
  'focus-ring inline-flex cursor-pointer items-center justify-center gap-2 font-medium whitespace-nowrap transition-colors select-none disabled:cursor-not-allowed disabled:opacity-60',
  {
    variants: {
      variant: {
        // Text on the brand fill is dark ink: white on #4fbf8b fails WCAG AA.
        primary: 'rounded-control bg-primary text-on-primary hover:bg-primary-dull',
        outline:
          'rounded-control border border-line-strong bg-surface text-ink hover:bg-surface-muted',
        ghost: 'rounded-control text-ink hover:bg-primary-soft',
        pill: 'rounded-full bg-primary text-on-primary hover:bg-primary-dull',
        // Actions that undo something (cancel an order): never the brand's green.
        danger: 'rounded-control bg-danger text-on-danger hover:bg-danger-dull',
        'danger-outline':
          'rounded-control border border-danger/40 bg-surface text-danger hover:bg-danger-soft',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-5 text-sm',
        lg: 'h-12 px-8 text-base',
        icon: 'size-10 p-0',
      },
      fullWidth: {
        true: 'w-full',
        false: '',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /**
   * Render the single child (e.g. a router Link) with the button's look instead of a
   * <button>. `loading` does not apply then: a link cannot be disabled.
   */
  asChild?: boolean;
  /** Shows a spinner and disables the button, so an order cannot be placed twice. */
  loading?: boolean;
  /** Replaces the label while loading, e.g. "Processing...". */
  loadingText?: ReactNode;
}

/**
 * Defaults to type="button" so a button inside a form never submits it by accident;
 * pass type="submit" for the form's submit button.
 */
export function Button({
  variant,
  size,
  fullWidth,
  asChild = false,
  loading = false,
  loadingText,
  disabled,
  type = 'button',
  className,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, fullWidth }), className);
  if (asChild) {
    if (!isValidElement<{ className?: string }>(children)) {
      throw new Error('Button asChild needs a single element child, e.g. a router Link');
    }
    // Radix's Slot would do the same for this one case (a link styled as a button) but
    // costs 1.5 KB gzip on every page; the child's own props win, classes are joined.
    return cloneElement(children, {
      ...props,
      ...children.props,
      className: cn(classes, children.props.className),
    });
  }
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? (
        <>
          <Spinner size="sm" tone="current" label={null} />
          {loadingText ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
