/**
 * Sends the newest cart to the server, one request at a time. Several clicks while a
 * request is in flight collapse into one follow-up carrying the latest cart, so an older
 * cart can never arrive after a newer one and overwrite it.
 */
export function createLatestWinsSync<T>(
  send: (value: T) => Promise<unknown>,
  onError: (error: unknown) => void,
) {
  let pending: { value: T } | null = null;
  let inFlight: Promise<void> | null = null;

  async function drain(): Promise<void> {
    while (pending) {
      const { value } = pending;
      pending = null;
      try {
        await send(value);
      } catch (error) {
        onError(error);
      }
    }
    inFlight = null;
  }

  return {
    push(value: T): Promise<void> {
      pending = { value };
      inFlight ??= drain();
      return inFlight;
    },
    /** Settles once everything pushed so far has been sent. */
    idle(): Promise<void> {
      return inFlight ?? Promise.resolve();
    },
  };
}
