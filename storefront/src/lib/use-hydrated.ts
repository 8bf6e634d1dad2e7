import { useSyncExternalStore } from 'react';

// Nothing to listen to: the answer changes once, from the server's to the browser's.
const noChanges = () => () => undefined;

/**
 * False in the build-time prerender and while React hydrates it, true from the render after
 * (and at once when the page was not prerendered). What only the browser knows (the stored
 * cart, the session, data that may already have arrived) waits for it, so the first client
 * render matches the HTML exactly.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
