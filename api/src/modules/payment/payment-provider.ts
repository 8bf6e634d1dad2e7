import type { PaymentProviderName } from '../../contract/payment-provider.ts';
import type { OrderRecord } from '../order/order.service.ts';
import type { PaymentOutcome } from './payment.service.ts';

/** Who pays, as the provider's page may show or prefill it. */
export interface Customer {
  name: string;
  email: string;
}

export interface CheckoutSession {
  id: string;
  /** Where the shopper's browser goes to pay. */
  url: string;
}

/**
 * Creates the hosted payment page for an unpaid online order, open until the order's
 * `paymentDueAt` (its hold) ends.
 */
export interface CheckoutProvider {
  readonly name: PaymentProviderName;
  createSession(order: OrderRecord, customer: Customer): Promise<CheckoutSession>;
}

/** What became of a payment page the shop wanted closed. */
export type PageClosed =
  | { state: 'closed' }
  /** It was paid before it could be closed: settle with this. */
  | { state: 'paid'; outcome: PaymentOutcome }
  /** A payment is under way on it (e.g. a bank transfer still clearing): ask again later. */
  | { state: 'processing' };

/**
 * Closes the payment page of an order that ends unpaid (its hold ran out, or the shopper
 * gave up), so nobody can pay for an order whose units went back on sale.
 */
export interface PageCloser {
  close(sessionId: string): Promise<PageClosed>;
}

/** Gives a payment's money back through the provider that took it. */
export interface Refunder {
  /**
   * Refunds `amountPaise` of the payment (all of it for a cancel, the difference for an
   * edit; a cancel after edits refunds what is left). `idempotencyKey` names the attempt: copies of one
   * attempt share it (the provider refunds once), a retry after a failure gets a new one.
   */
  refund(payment: {
    paymentId: string | null;
    amountPaise: number;
    idempotencyKey: string;
  }): Promise<{
    refundId: string;
  }>;
  /**
   * A refund of this payment the provider has made or is making for one purpose, if any:
   * the answer when a refund request ended in an error or an answer was lost, so nothing is
   * sent twice. `keyPrefix` names the purpose: the idempotency keys of its attempts start
   * with it (a cancel's `kirana-refund-<order>-`, an edit's `kirana-edit-<order>-<n>-`), and
   * the provider keeps each refund's key beside it. A refund kept without a key (made before
   * keys were kept) was a whole-order one, so it counts for a cancel only.
   */
  findRefund(payment: {
    paymentId: string | null;
    keyPrefix: string;
  }): Promise<{ refundId: string } | undefined>;
}

/** A webhook delivery as it came: the exact bytes (signatures are over them) and headers. */
export interface WebhookRequest {
  rawBody: Buffer;
  header(name: string): string;
}

/**
 * One payment provider behind one interface (Medusa's payment providers are the model):
 * its hosted page, closing it, refunds and, when it has them, its webhooks. Each lives in
 * its own folder under `providers/` and holds its own keys; adding one is a folder and a
 * line in `providers/registry.ts`.
 */
export interface PaymentProvider extends CheckoutProvider, PageCloser, Refunder {
  /**
   * Verifies a webhook delivery and reads what it means for an order; throws a 400 when it
   * is not the provider's (signature, size, shape). None: the provider has no webhooks.
   */
  parseWebhook?(request: WebhookRequest): PaymentOutcome;
}
