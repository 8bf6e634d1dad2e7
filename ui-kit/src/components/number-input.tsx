import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { controlClasses } from '../lib/control-styles.ts';

export interface NumberInputProps extends Omit<ComponentProps<'input'>, 'type' | 'prefix'> {
  /** Text shown inside the field before the number, e.g. "Rs." for prices. */
  prefix?: string;
  /** Whole numbers only (quantities, stock counts) or decimals too (prices in rupees). */
  allowDecimals?: boolean;
}

/**
 * A numeric input that brings up the right on-screen keypad on phones. The prefix is
 * decoration: the field's label should already say what the number is.
 */
export function NumberInput({
  prefix,
  allowDecimals = false,
  step,
  className,
  ...props
}: NumberInputProps) {
  const input = (
    <input
      type="number"
      inputMode={allowDecimals ? 'decimal' : 'numeric'}
      step={step ?? (allowDecimals ? '0.01' : '1')}
      className={cn(controlClasses, 'h-10 tabular-nums', prefix && 'pl-10', className)}
      {...props}
    />
  );
  if (!prefix) return input;
  return (
    <span className="relative block">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-ink-muted"
      >
        {prefix}
      </span>
      {input}
    </span>
  );
}
