import { t } from '@lingui/core/macro';
import { cva, type VariantProps } from 'class-variance-authority';
import { useEffect, useRef } from 'react';
import { cn } from '../lib/cn.ts';
import { Icon } from './icon.tsx';
import { cartGlyph, minusGlyph, plusGlyph } from './glyphs.tsx';

const stepperVariants = cva('inline-flex items-center justify-center rounded-control select-none', {
  variants: {
    size: {
      sm: 'h-8 text-sm [&_button]:size-8',
      md: 'h-9 text-sm [&_button]:size-9',
    },
  },
  defaultVariants: { size: 'md' },
});

const stepButtonClass =
  'focus-ring inline-flex cursor-pointer items-center justify-center rounded-control text-primary-strong hover:bg-primary/25 disabled:cursor-not-allowed disabled:opacity-60';

export interface QuantityStepperProps extends VariantProps<typeof stepperVariants> {
  /** How many are in the cart; 0 shows the Add button. */
  quantity: number;
  /** Used in the buttons' accessible names, e.g. "Add Fresh Apples to cart". */
  itemName: string;
  onAdd: () => void;
  onIncrement: () => void;
  onDecrement: () => void;
  /** The + button is disabled at this quantity. */
  max?: number;
  disabled?: boolean;
  addLabel?: string;
  className?: string;
}

/** The Add → − n + control on product cards. */
export function QuantityStepper({
  quantity,
  itemName,
  onAdd,
  onIncrement,
  onDecrement,
  max,
  disabled = false,
  addLabel = t`Add`,
  size,
  className,
}: QuantityStepperProps) {
  const addRef = useRef<HTMLButtonElement>(null);
  const incrementRef = useRef<HTMLButtonElement>(null);
  // The button the shopper pressed disappears when the control switches between Add
  // and − n +; remember to move focus to its replacement instead of dropping it on <body>.
  const keepFocus = useRef(false);
  const inCart = quantity > 0;

  useEffect(() => {
    if (!keepFocus.current) return;
    keepFocus.current = false;
    (inCart ? incrementRef : addRef).current?.focus();
  }, [inCart]);

  if (!inCart) {
    return (
      <button
        ref={addRef}
        type="button"
        disabled={disabled}
        aria-label={t`${addLabel} ${itemName} to cart`}
        onClick={() => {
          keepFocus.current = true;
          onAdd();
        }}
        className={cn(
          stepperVariants({ size }),
          'focus-ring cursor-pointer gap-1.5 border border-primary bg-primary-soft px-3 font-medium text-primary-strong hover:bg-primary/25 disabled:cursor-not-allowed disabled:opacity-60',
          className,
        )}
      >
        <Icon glyph={cartGlyph} className="size-4" />
        {addLabel}
      </button>
    );
  }

  return (
    <div
      role="group"
      aria-label={t`Quantity of ${itemName}`}
      className={cn(stepperVariants({ size }), 'bg-primary-soft', className)}
    >
      <button
        type="button"
        disabled={disabled}
        aria-label={t`Remove one ${itemName}`}
        onClick={() => {
          keepFocus.current = quantity === 1;
          onDecrement();
        }}
        className={stepButtonClass}
      >
        <Icon glyph={minusGlyph} className="size-4" />
      </button>
      <span aria-live="polite" className="min-w-6 text-center font-medium text-ink tabular-nums">
        {quantity}
      </span>
      <button
        ref={incrementRef}
        type="button"
        disabled={disabled || (max !== undefined && quantity >= max)}
        aria-label={t`Add one more ${itemName}`}
        onClick={onIncrement}
        className={stepButtonClass}
      >
        <Icon glyph={plusGlyph} className="size-4" />
      </button>
    </div>
  );
}
