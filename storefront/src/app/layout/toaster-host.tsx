import { toastStore } from '@kirana/ui-kit/lib/toast-store';
import { Suspense, useState, useSyncExternalStore } from 'react';
import { lazyWithWords } from '../../lib/lazy-with-words.ts';

// Radix's toast code loads with the first toast: most visits to the home page never show
// one. Toasts queued before it arrives wait in the store and appear once it has.
const Toaster = lazyWithWords(() => import('./toaster.tsx'));

const hasToasts = () => toastStore.getSnapshot().length > 0;
// The prerendered page has no toasts; one raised before hydration ends shows right after.
const noToasts = () => false;

export function ToasterHost() {
  const needed = useSyncExternalStore(toastStore.subscribe, hasToasts, noToasts);
  // Once mounted it stays, so the toast region does not come and go.
  const [mounted, setMounted] = useState(needed);
  if (needed && !mounted) setMounted(true);
  if (!mounted && !needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
