/** 128 random bits as hex. Not `crypto.randomUUID()`: it exists only on HTTPS pages. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per checkout attempt. Pressing Place Order again with the same cart,
 * address and payment (a double tap, a retry after a lost answer) is the same attempt and
 * reuses the key, so the server places one order; a changed request, or one after an order
 * was placed, gets a new key.
 */
export function createAttemptKeys(newKey: () => string = randomKey) {
  let current: { signature: string; key: string } | undefined;
  return {
    keyFor(request: unknown): string {
      const signature = JSON.stringify(request);
      if (current?.signature !== signature) current = { signature, key: newKey() };
      return current.key;
    },
    /** The attempt ended in an order: the next one is new. */
    finish(): void {
      current = undefined;
    },
  };
}
