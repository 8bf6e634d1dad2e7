import { paymentProviders, type PaymentProviderName } from '../../contract/payment-provider.ts';
import { notFound } from '../../lib/errors.ts';
import type { PaymentProvider, WebhookRequest } from './payment-provider.ts';
import type { PaymentService } from './payment.service.ts';

/**
 * One way in for every provider's webhooks: the provider verifies and reads the delivery,
 * the payment service settles it. A provider that is not configured (or has no webhooks)
 * answers 404, as if the path did not exist.
 */
export function createWebhooks(
  providers: Partial<Record<PaymentProviderName, PaymentProvider>>,
  payments: PaymentService,
) {
  const providerOf = (name: string) =>
    (paymentProviders as readonly string[]).includes(name)
      ? providers[name as PaymentProviderName]
      : undefined;
  return {
    /** Whether deliveries for `name` are taken here (checked before the body is read). */
    accepts: (name: string) => Boolean(providerOf(name)?.parseWebhook),

    async receive(name: string, request: WebhookRequest) {
      const parse = providerOf(name)?.parseWebhook;
      if (!parse) throw notFound();
      const outcome = parse(request);
      return { outcome, result: await payments.settle(outcome) };
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
