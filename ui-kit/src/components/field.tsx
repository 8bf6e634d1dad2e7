import { Slot } from 'radix-ui';
import { useId, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Label } from './label.tsx';

// Slot merges these props onto the control, whichever component it is.
const FieldControl = Slot.createSlot<
  HTMLElement,
  HTMLAttributes<HTMLElement> & { required?: boolean }
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the slot's display name for React tools
>('FieldControl');

export interface FieldProps {
  label: ReactNode;
  /** Exactly one control (Input, Textarea, NumberInput, Select…); it receives id and aria-*. */
  children: ReactElement;
  hint?: ReactNode;
  /** Shown under the control and linked to it; also marks the control invalid. */
  error?: string | null;
  required?: boolean;
  /** The control's id; set it here rather than on the control so the label stays linked. */
  id?: string;
  /** Keeps the label for screen readers only, e.g. a lone search box. */
  hideLabel?: boolean;
  className?: string;
}

export function Field({
  label,
  children,
  hint,
  error,
  required,
  id,
  hideLabel = false,
  className,
}: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `${autoId}-control`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId} required={required} className={cn(hideLabel && 'sr-only')}>
        {label}
      </Label>
      <FieldControl
        id={controlId}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        required={required}
      >
        {children}
      </FieldControl>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {/* Always rendered so an error that appears later is announced. */}
      <p id={errorId} aria-live="polite" className="text-sm text-danger empty:hidden">
        {error}
      </p>
    </div>
  );
}
