import { cva, type VariantProps } from 'class-variance-authority';
import { Select as SelectPrimitive } from 'radix-ui';
import { cn } from '../lib/cn.ts';
import { controlClasses } from '../lib/control-styles.ts';
import { Icon } from './icon.tsx';
import { checkGlyph, chevronDownGlyph, chevronUpGlyph } from './glyphs.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

const triggerVariants = cva(
  cn(controlClasses, 'inline-flex items-center justify-between gap-2 text-left'),
  {
    variants: {
      size: {
        sm: 'h-8 px-2 text-sm',
        md: 'h-10',
      },
      // Long labels (a delivery address) wrap onto more lines instead of being cut.
      wrap: {
        true: 'h-auto min-h-10 py-2 break-words',
        false: '',
      },
    },
    defaultVariants: { size: 'md', wrap: false },
  },
);

export interface SelectProps extends VariantProps<typeof triggerVariants> {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  /** Submits the value with a surrounding <form>. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
  /** Set by <Field>, or pass `aria-label` when there is no visible label. */
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  /** Classes for the trigger button. */
  className?: string;
}

/**
 * A single-choice list on Radix Select: full keyboard support (arrows, type-ahead,
 * Home/End, Escape) and focus returned to the trigger on close.
 */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  name,
  disabled,
  required,
  size,
  className,
  wrap,
  ...triggerProps
}: SelectProps) {
  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      name={name}
      disabled={disabled}
      required={required}
    >
      <SelectPrimitive.Trigger
        className={cn(
          triggerVariants({ size, wrap }),
          'data-placeholder:text-ink-subtle',
          'data-[state=open]:border-ring',
          className,
        )}
        {...triggerProps}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon className="text-ink-muted">
          <Icon glyph={chevronDownGlyph} className="size-4" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className={cn(
            'z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-control border border-line bg-surface text-ink shadow-popover',
            wrap && 'max-w-(--radix-select-content-available-width)',
          )}
        >
          <SelectPrimitive.ScrollUpButton className="flex h-6 items-center justify-center text-ink-muted">
            <Icon glyph={chevronUpGlyph} className="size-4" />
          </SelectPrimitive.ScrollUpButton>
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={cn(
                  'relative flex cursor-default items-center rounded-sm pr-8 pl-3 text-sm outline-none select-none data-disabled:text-ink-subtle data-highlighted:bg-primary-soft data-highlighted:text-ink',
                  wrap ? 'min-h-9 py-2 break-words' : 'h-9',
                )}
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator className="absolute right-2 inline-flex text-primary-strong">
                  <Icon glyph={checkGlyph} className="size-4" />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
          <SelectPrimitive.ScrollDownButton className="flex h-6 items-center justify-center text-ink-muted">
            <Icon glyph={chevronDownGlyph} className="size-4" />
          </SelectPrimitive.ScrollDownButton>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
