import { cva, type VariantProps } from 'class-variance-authority';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

/**
 * Not modal by default: a modal menu hides the rest of the page with aria-hidden while
 * leaving it tabbable, which axe reports (aria-hidden-focus). The menu still takes focus,
 * closes on Escape or an outside click and hands focus back to its trigger.
 */
export function DropdownMenu({
  modal = false,
  ...props
}: ComponentProps<typeof MenuPrimitive.Root>) {
  return <MenuPrimitive.Root modal={modal} {...props} />;
}

export const DropdownMenuTrigger = MenuPrimitive.Trigger;
export const DropdownMenuGroup = MenuPrimitive.Group;

export type DropdownMenuContentProps = ComponentProps<typeof MenuPrimitive.Content>;

/**
 * The menu panel. Radix gives it arrow-key navigation, type-ahead, Escape to close and
 * focus back on the trigger.
 */
export function DropdownMenuContent({
  className,
  sideOffset = 6,
  align = 'end',
  ...props
}: DropdownMenuContentProps) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 min-w-40 rounded-card border border-line bg-surface p-1 text-sm text-ink shadow-popover',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

const itemVariants = cva(
  'relative flex h-9 cursor-pointer items-center gap-2 rounded-sm px-3 outline-none select-none data-disabled:cursor-default data-disabled:text-ink-subtle [&_svg]:size-4',
  {
    variants: {
      tone: {
        default: 'data-highlighted:bg-primary-soft data-highlighted:text-ink',
        danger: 'text-danger data-highlighted:bg-danger-soft',
      },
    },
    defaultVariants: { tone: 'default' },
  },
);

export interface DropdownMenuItemProps
  extends ComponentProps<typeof MenuPrimitive.Item>, VariantProps<typeof itemVariants> {}

/** One action. Use `asChild` to render a router Link as the item. */
export function DropdownMenuItem({ className, tone, ...props }: DropdownMenuItemProps) {
  return <MenuPrimitive.Item className={cn(itemVariants({ tone }), className)} {...props} />;
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Label>) {
  return (
    <MenuPrimitive.Label
      className={cn('px-3 py-1.5 text-xs font-medium text-ink-muted', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cn('my-1 h-px bg-line', className)} {...props} />;
}
