import { createHash } from 'node:crypto';
import Razorpay from 'razorpay';
import { badRequest } from '../../../../lib/errors.ts';
import type { WebhookRequest } from '../../payment-provider.ts';
import type { PaymentOutcome } from '../../payment.service.ts';

/** Fits `payment_events.id` (255) with the provider's name in front. */
const MAX_EVENT_ID = 200;

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

/**
 * Razorpay → us. The signature (HMAC-SHA256 of the raw body with the webhook secret) is
 * checked by the SDK's validator before anything in the body is read.
 */
export function parseRazorpayWebhook(secret: string, request: WebhookRequest): PaymentOutcome {
  const signature = request.header('X-Razorpay-Signature');
  if (!signature) throw badRequest('Missing Razorpay signature.');
  const payload = request.rawBody.toString('utf8');
  let valid = false;
  try {
    valid = Razorpay.validateWebhookSignature(payload, signature, secret);
  } catch {
    valid = false;
  }
  if (!valid) throw badRequest('Invalid Razorpay signature.');
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    throw badRequest('The webhook body is not JSON.');
  }
  // Razorpay names each event in a header that stays the same on every delivery; without
  // it, the body's own hash keeps copies of one delivery from applying twice.
  const header = request.header('X-Razorpay-Event-Id');
  // Razorpay's ids are short; a longer one is not Razorpay's and would not fit the record.
  if (header.length > MAX_EVENT_ID) throw badRequest('Invalid Razorpay event id.');
  const eventId = header || `sha256-${createHash('sha256').update(payload).digest('hex')}`;
  return outcomeOfRazorpayEvent(body, eventId);
}
