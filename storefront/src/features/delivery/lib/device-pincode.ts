import { useSyncExternalStore } from 'react';

// The PIN code the shopper last checked or delivered to, kept on this device so the top bar
// and the cart agree across pages, reloads and tabs.

const KEY = 'kirana.pincode';
const listeners = new Set<() => void>();

function read(): string | undefined {
  try {
    return localStorage.getItem(KEY) ?? undefined;
  } catch {
    // Storage can be switched off (private modes): the PIN is then asked each visit.
    return undefined;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab checked a PIN.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function rememberPincode(pincode: string): void {
  if (read() === pincode) return;
  try {
    localStorage.setItem(KEY, pincode);
  } catch {
    // Kept for this page only; nothing to lose.
  }
  for (const listener of listeners) listener();
}

/** The remembered PIN code; undefined on the server and before one is chosen. */
export const useDevicePincode = (): string | undefined =>
  useSyncExternalStore(subscribe, read, () => undefined);
