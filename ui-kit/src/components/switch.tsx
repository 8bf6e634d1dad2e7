import { Switch as SwitchPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

export type SwitchProps = ComponentProps<typeof SwitchPrimitive.Root>;

/**
 * An on/off toggle (role="switch"), e.g. a product's stock. It needs a name: a <Label
 * htmlFor> or `aria-label` such as "Fresh Apples in stock".
 */
export function Switch({ className, ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        'focus-ring relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-line-strong transition-colors disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-primary-strong',
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="pointer-events-none block size-5 translate-x-0.5 rounded-full bg-white shadow-card transition-transform data-[state=checked]:translate-x-[1.375rem]" />
    </SwitchPrimitive.Root>
  );
}
