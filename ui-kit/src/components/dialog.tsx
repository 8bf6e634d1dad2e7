import { t } from '@lingui/core/macro';
import { cva, type VariantProps } from 'class-variance-authority';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Icon } from './icon.tsx';
import { closeGlyph } from './glyphs.tsx';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const contentVariants = cva(
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-panel bg-surface p-6 text-ink shadow-popover focus:outline-none motion-safe:animate-pop-in',
  {
    variants: {
      size: {
        sm: 'max-w-sm',
        md: 'max-w-md',
        lg: 'max-w-2xl',
      },
    },
    defaultVariants: { size: 'sm' },
  },
);

export interface DialogContentProps
  extends
    Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'>,
    VariantProps<typeof contentVariants> {
  /** Required: it names the dialog for screen readers. */
  title: ReactNode;
  description?: ReactNode;
  /** Keep the title for screen readers only, when the content shows its own heading. */
  hideTitle?: boolean;
  /** The close (×) button's accessible name. */
  closeLabel?: string;
}

/**
 * The modal frame (overlay, centred panel, title, close button). Radix traps focus
 * inside, closes on Escape or an overlay click, and returns focus to the trigger.
 */
export function DialogContent({
  title,
  description,
  hideTitle = false,
  closeLabel = t`Close`,
  size,
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 motion-safe:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(contentVariants({ size }), className)}
        // Without a description Radix would warn about a missing aria-describedby target.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <DialogPrimitive.Title
          className={cn('pr-8 text-2xl font-medium text-ink', hideTitle && 'sr-only')}
        >
          {title}
        </DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-1 text-sm text-ink-muted">
            {description}
          </DialogPrimitive.Description>
        ) : null}
        <div className={cn(!hideTitle && 'mt-4')}>{children}</div>
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="focus-ring absolute top-4 right-4 inline-flex size-8 cursor-pointer items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          <Icon glyph={closeGlyph} className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
