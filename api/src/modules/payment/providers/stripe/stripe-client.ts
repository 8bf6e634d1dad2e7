import Stripe from 'stripe';

/** The Stripe SDK on Stripe's API, or on `apiBase` (a local fake of it in tests). */
export function createStripeClient(secretKey: string, apiBase: string | undefined): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined;
  return new Stripe(secretKey, {
    telemetry: false,
    // Retries reuse the SDK's idempotency key, so a retried create cannot make two sessions.
    maxNetworkRetries: base ? 0 : 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}
