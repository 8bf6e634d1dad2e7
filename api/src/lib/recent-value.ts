/**
 * A value read at most once per `freshMs`, for the few settings every order reads (the
 * shop's tax mode, its delivery rules): at hundreds of orders a second, a read each is a
 * round trip each. Readers at once share one read. `forget()` after this process changes
 * the value makes its next reader read again; other processes (replicas) see a change
 * within `freshMs`, as if their orders had been placed that much earlier.
 */
export function recentValue<T>(
  read: () => Promise<T>,
  freshMs: number,
  now: () => number = Date.now,
) {
  let kept: { value: Promise<T>; readAt: number } | undefined;
  return {
    get(): Promise<T> {
      const at = now();
      if (kept && at - kept.readAt < freshMs) return kept.value;
      const value = read();
      const mine = { value, readAt: at };
      kept = mine;
      // A failed read is not kept: the next reader tries again.
      value.catch(() => {
        if (kept === mine) kept = undefined;
      });
      return value;
    },
    forget(): void {
      kept = undefined;
    },
  };
}

/** How long the settings read on every order are kept (docs/architecture.md). */
export const SETTINGS_FRESH_MS = 1_000;
