import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { cva } from 'class-variance-authority';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { cn } from '../lib/cn.ts';
import { toast, toastStore, type ToastKind } from '../lib/toast-store.ts';
import { Icon, type IconGlyph } from './icon.tsx';
import { alertGlyph, checkGlyph, closeGlyph } from './glyphs.tsx';

// Re-exported so an app imports both from one place: `@kirana/ui-kit/toaster`.
export { toast };
export type { ToastKind };

const toastVariants = cva(
  'pointer-events-auto flex w-full items-start gap-3 rounded-card border bg-surface py-3 pr-2 pl-3 text-sm text-ink shadow-popover motion-safe:animate-slide-down data-[swipe=end]:hidden data-[swipe=move]:translate-y-(--radix-toast-swipe-move-y)',
  {
    variants: {
      kind: {
        default: 'border-line',
        success: 'border-primary',
        error: 'border-danger',
      },
    },
  },
);

const kindIcon: Record<ToastKind, { glyph: IconGlyph; className: string } | null> = {
  default: null,
  success: { glyph: checkGlyph, className: 'bg-primary text-on-primary' },
  error: { glyph: alertGlyph, className: 'bg-danger text-white' },
};

// Read before the message so "Error: Order failed" is heard, not just the message.
// Descriptors, read when rendered, so the words follow the language active then.
const kindPrefix: Record<ToastKind, MessageDescriptor | null> = {
  default: null,
  success: msg`Success:`,
  error: msg`Error:`,
};

export interface ToasterProps {
  /** Where toasts appear; top-center matches the storefront's original look. */
  position?: 'top-center' | 'bottom-right';
}

/**
 * Mount once per app. Shows what `toast()`, `toast.success()` and `toast.error()` queue:
 * default and error toasts stay 4 s, success 2 s, at most 20 at a time (the same news
 * repeated shows once with a count). Errors are announced assertively, the rest politely;
 * F8 moves focus to the toasts. On a phone only the newest two are drawn, below the top
 * bar, so they never hide the bar's cart or most of the page.
 */
export function Toaster({ position = 'top-center' }: ToasterProps) {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getSnapshot,
  );

  return (
    <ToastPrimitive.Provider swipeDirection={position === 'top-center' ? 'up' : 'right'}>
      {toasts.map((item) => {
        const icon = kindIcon[item.kind];
        const prefix = kindPrefix[item.kind];
        const { count } = item;
        return (
          <ToastPrimitive.Root
            key={item.id}
            duration={item.duration}
            type={item.kind === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) toast.dismiss(item.id);
            }}
            className={toastVariants({ kind: item.kind })}
          >
            {icon ? (
              <span
                className={cn(
                  'mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full',
                  icon.className,
                )}
              >
                <Icon glyph={icon.glyph} className="size-3.5" strokeWidth={3} />
              </span>
            ) : null}
            <div className="min-w-0 flex-1 py-0.5">
              <ToastPrimitive.Title className="font-medium">
                {prefix ? <span className="sr-only">{`${i18n._(prefix)} `}</span> : null}
                {item.message}
                {item.count > 1 ? (
                  <span className="ml-1.5 text-ink-muted tabular-nums">
                    <span aria-hidden="true">×{item.count}</span>
                    <span className="sr-only">{t`(${count} times)`}</span>
                  </span>
                ) : null}
              </ToastPrimitive.Title>
              {item.description ? (
                <ToastPrimitive.Description className="mt-0.5 text-ink-muted">
                  {item.description}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label={t`Dismiss notification`}
              className="focus-ring inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
            >
              <Icon glyph={closeGlyph} className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        className={cn(
          'fixed z-[100] m-0 flex max-h-dvh w-[min(24rem,calc(100%-2rem))] list-none flex-col gap-2 overflow-hidden p-0 outline-none',
          // The older ones still count down; they are only not drawn.
          'max-md:[&>li:nth-last-child(n+3)]:hidden',
          // 4.5rem clears the TopBar's phone row (py-3 around a 2.25rem control, plus a line).
          position === 'top-center'
            ? 'top-[4.5rem] left-1/2 -translate-x-1/2 md:top-4'
            : 'right-4 bottom-4 max-md:top-[4.5rem] max-md:right-auto max-md:bottom-auto max-md:left-1/2 max-md:-translate-x-1/2',
        )}
      />
    </ToastPrimitive.Provider>
  );
}
