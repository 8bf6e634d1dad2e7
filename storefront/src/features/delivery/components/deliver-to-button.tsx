import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '@kirana/ui-kit/icon';
import { cn } from '@kirana/ui-kit/lib/cn';
import { Suspense, useRef, useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useDevicePincode } from '../lib/device-pincode.ts';
import { lazyWithWords } from '../../../lib/lazy-with-words.ts';
import { mapPinGlyph } from '@kirana/ui-kit/glyphs';

// The dialog (Radix, the form and the quote) loads when the shopper first opens it: the
// home page carries only this button.
const DeliverToDialog = lazyWithWords(() => import('./deliver-to-dialog.tsx'));

export interface DeliverToButtonProps {
  /**
   * `bar`: in the top bar, from `sm` up; `strip`: a row of its own under the bar on a phone,
   * where the bar has no room left; `link`: a text button inside a page (the cart).
   */
  look?: 'bar' | 'strip' | 'link';
  className?: string;
}

// Class names, one constant each (the lint rule knows a `…Class` name is not words).
const barClass =
  'inline-flex min-h-11 shrink-0 items-center gap-1 px-1.5 text-left text-sm text-ink hover:bg-surface-muted max-sm:hidden';
const stripClass =
  'flex min-h-11 w-full items-center gap-2 border-b border-line bg-surface-muted px-4 text-left text-sm text-ink sm:hidden';
const linkClass = 'py-1 text-sm font-medium text-primary-strong hover:underline';
const looks = { bar: barClass, strip: stripClass, link: linkClass };

/** "Deliver to 560001": where the shopper's orders go, checked against the shop's PIN codes. */
export function DeliverToButton({ look = 'bar', className }: DeliverToButtonProps) {
  // The prerendered page (and its hydration) cannot know the device's PIN code.
  const { t } = useLingui();
  const hydrated = useHydrated();
  const remembered = useDevicePincode();
  const pincode = hydrated ? remembered : undefined;
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // The visible words are the name (a screen reader says what a sighted shopper reads).
  const label =
    look === 'bar' ? (
      <span className="flex flex-col leading-tight">
        <span className="text-xs text-ink-muted">
          <Trans>Deliver to</Trans>
        </span>{' '}
        <span className="font-medium">{pincode ?? t`PIN code`}</span>
      </span>
    ) : look === 'strip' ? (
      <span>
        <Trans>Deliver to</Trans> <span className="font-medium">{pincode ?? t`PIN code`}</span>
      </span>
    ) : pincode ? (
      t`Deliver to ${pincode} · change`
    ) : (
      t`Enter your PIN code`
    );
  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={cn('focus-ring cursor-pointer rounded-control', looks[look], className)}
      >
        {look === 'link' ? null : (
          <Icon glyph={mapPinGlyph} className="size-5 shrink-0 text-primary-strong" />
        )}
        {label}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <DeliverToDialog open={open} onOpenChange={setOpen} returnFocusTo={opener} />
        </Suspense>
      ) : null}
    </>
  );
}
