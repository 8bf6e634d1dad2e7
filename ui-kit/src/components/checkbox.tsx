import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { Icon } from './icon.tsx';
import { checkGlyph, minusGlyph } from './glyphs.tsx';

export type CheckboxProps = ComponentProps<typeof CheckboxPrimitive.Root>;

/** A tri-state checkbox (`checked` may be 'indeterminate'); name it with a <Label htmlFor>. */
export function Checkbox({ className, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'focus-ring peer inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-sm border border-line-strong bg-surface text-white disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger data-[state=checked]:border-primary-strong data-[state=checked]:bg-primary-strong data-[state=indeterminate]:border-primary-strong data-[state=indeterminate]:bg-primary-strong',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="group flex items-center justify-center">
        <Icon glyph={checkGlyph} className="size-4 group-data-[state=indeterminate]:hidden" />
        <Icon glyph={minusGlyph} className="hidden size-4 group-data-[state=indeterminate]:block" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
