import type { PaymentOutcome } from './payment.service.ts';

// What a verified Razorpay webhook means for our order. Only Payment Link events matter:
// paid (with the payment that paid it), or expired / cancelled (the payment failed).

interface RazorpayEntity<T> {
  entity?: T;
}

interface RazorpayWebhookEvent {
  event?: string;
  payload?: {
    payment_link?: RazorpayEntity<{
      id?: string;
      reference_id?: string;
      amount_paid?: number;
      currency?: string;
      notes?: Record<string, string> | [];
    }>;
    payment?: RazorpayEntity<{ id?: string; amount?: number; currency?: string }>;
  };
}

const RESULT_BY_EVENT: Record<string, PaymentOutcome['result']> = {
  'payment_link.paid': 'paid',
  'payment_link.expired': 'failed',
  'payment_link.cancelled': 'failed',
};

/** `eventId` is Razorpay's `x-razorpay-event-id` header: the same for every delivery. */
export function outcomeOfRazorpayEvent(body: unknown, eventId: string): PaymentOutcome {
  const event = (typeof body === 'object' && body !== null ? body : {}) as RazorpayWebhookEvent;
  const type = typeof event.event === 'string' ? event.event : 'unknown';
  const result = RESULT_BY_EVENT[type];
  const link = event.payload?.payment_link?.entity;
  if (!result || !link) {
    return { provider: 'razorpay', eventId, type, orderId: undefined, result: 'none' };
  }
  const payment = event.payload?.payment?.entity;
  const notes = Array.isArray(link.notes) ? undefined : link.notes;
  return {
    provider: 'razorpay',
    eventId,
    type,
    orderId: link.reference_id ?? notes?.orderId,
    result,
    amountPaise: result === 'paid' ? (payment?.amount ?? link.amount_paid ?? null) : null,
    currency: (payment?.currency ?? link.currency)?.toLowerCase() ?? null,
    paymentId: payment?.id ?? null,
  };
}
