/**
 * The product list, kept serialised: it is the hottest call (every shop page) and changes
 * rarely. Readers never wait for the database while a body is held, not even for a refresh:
 * - after a write, `changed()` reads the list again and resolves once the held body has the
 *   write in it; the writer awaits that before answering, so every request made after its
 *   answer (the seller's next screen, a shopper's reload) sees the change, while requests
 *   already on their way get the previous body instead of queueing behind the read;
 * - when the body is older than `ttlMs` (another replica may have written), it is still
 *   served once more while a fresh one is read in the background.
 * Reads run one at a time per generation of writes; only a newer read replaces the body.
 */
export function createListCache(options: {
  load: () => Promise<string>;
  ttlMs: number;
  now: () => number;
}) {
  const { load, ttlMs, now } = options;
  let held: { body: string; expires: number; generation: number } | undefined;
  let generation = 0;
  let reading: { body: Promise<string>; generation: number } | undefined;

  function refresh(): Promise<string> {
    if (reading && reading.generation === generation) return reading.body;
    const started = generation;
    const body = load().then((text) => {
      if (!held || started >= held.generation)
        held = { body: text, expires: now() + ttlMs, generation: started };
      return text;
    });
    const entry = { body, generation: started };
    reading = entry;
    void body
      .finally(() => {
        if (reading === entry) reading = undefined;
      })
      .catch(() => undefined);
    return body;
  }

  return {
    async get(): Promise<string> {
      if (!held) return refresh();
      if (held.expires <= now()) void refresh().catch(() => undefined);
      return held.body;
    },

    /** A write has committed: resolves once the held body includes it (never rejects). */
    async changed(): Promise<void> {
      generation += 1;
      try {
        await refresh();
      } catch {
        // The database could not be read: hold nothing older than the write.
        if (held && held.generation < generation) held = undefined;
      }
    },
  };
}
