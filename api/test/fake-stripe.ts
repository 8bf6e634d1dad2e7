import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedSession {
  params: URLSearchParams;
  lineItems: { name: string; unitAmount: number; quantity: number; currency: string }[];
}

export interface RecordedRefund {
  paymentIntent: string | null;
  idempotencyKey: string | undefined;
  /** The amount asked for, in paise; null: the whole payment (what is left of it). */
  amount: number | null;
}

interface Answer {
  status: number;
  body: string;
}

const json = (status: number, body: unknown): Answer => ({ status, body: JSON.stringify(body) });
const stripeError = (status: number, type: string, message: string) =>
  json(status, { error: { type, message } });

/**
 * A loopback stand-in for Stripe's HTTP API (outside our reach in tests). It answers as
 * Stripe does, and records what it was sent:
 * - `POST /v1/checkout/sessions`, `GET /v1/checkout/sessions/:id`, and
 *   `POST /v1/checkout/sessions/:id/expire` (only an open session can be expired);
 * - `POST /v1/refunds` and `GET /v1/refunds?payment_intent=`.
 *
 * Refunds may be partial (`amount`) up to what the session took; one without an amount takes
 * what is left. They keep their `metadata`. Refunds keep Stripe's idempotency: a repeated key gets the first answer again, errors
 * included, and a copy arriving while the first is still being worked on gets 409. Set
 * `control.failRefunds` to answer new refunds with an error, `control.refundDelayMs` to make
 * them slow, and use `complete(sessionId)` to pay a session as a shopper would.
 */
export async function startFakeStripe(
  options: {
    fail?: boolean;
    /** Session ids are `<prefix>_<n>`; a second fake on one database needs its own. */
    sessionPrefix?: string;
  } = {},
) {
  const sessions: RecordedSession[] = [];
  const refunds: RecordedRefund[] = [];
  const made: {
    id: string;
    paymentIntent: string | null;
    amount: number;
    whole: boolean;
    metadata: Record<string, string>;
  }[] = [];
  const states = new Map<string, Record<string, unknown>>();
  const answered = new Map<string, Answer>();
  const inFlight = new Set<string>();
  const control = { failRefunds: false, refundDelayMs: 0 };
  let counter = 0;

  async function refund(body: string, key: string | undefined): Promise<Answer> {
    const earlier = key ? answered.get(key) : undefined;
    if (earlier) return earlier;
    if (key && inFlight.has(key)) {
      return stripeError(
        409,
        'idempotency_error',
        'There is currently another in-progress request using this Idempotent Key.',
      );
    }
    if (key) inFlight.add(key);
    const params = new URLSearchParams(body);
    const paymentIntent = params.get('payment_intent');
    const asked = params.has('amount') ? Number(params.get('amount')) : null;
    refunds.push({ paymentIntent, idempotencyKey: key, amount: asked });
    const metadata: Record<string, string> = {};
    for (const [name, value] of params) {
      const field = /^metadata\[(.+)\]$/.exec(name);
      if (field) metadata[field[1]!] = value;
    }
    const captured = [...states.values()].find((s) => s.payment_intent === paymentIntent)
      ?.amount_total as number | undefined;
    const refundedSoFar = made
      .filter((r) => r.paymentIntent === paymentIntent)
      .reduce((sum, r) => sum + r.amount, 0);
    // Without a known session (a test's own intent id): anything until a whole refund.
    const wholeBefore = made.some((r) => r.paymentIntent === paymentIntent && r.whole);
    const left = captured !== undefined ? captured - refundedSoFar : wholeBefore ? 0 : Infinity;
    const amount = asked ?? (Number.isFinite(left) ? left : 0);
    await new Promise((resolve) => setTimeout(resolve, control.refundDelayMs));
    let answer: Answer;
    if (control.failRefunds) {
      answer = stripeError(402, 'card_error', 'The refund could not be made.');
    } else if (left <= 0 || amount > left) {
      answer = stripeError(400, 'invalid_request_error', 'Charge has already been refunded.');
    } else {
      const id = `re_test_${made.length + 1}`;
      made.push({ id, paymentIntent, amount, whole: asked === null, metadata });
      answer = json(200, {
        id,
        object: 'refund',
        payment_intent: paymentIntent,
        amount,
        metadata,
        status: 'succeeded',
      });
    }
    if (key) {
      answered.set(key, answer);
      inFlight.delete(key);
    }
    return answer;
  }

  function createSession(body: string): Answer {
    if (options.fail) return stripeError(500, 'api_error', 'Stripe is down');
    const params = new URLSearchParams(body);
    const lineItems = [];
    for (let i = 0; params.has(`line_items[${i}][quantity]`); i += 1) {
      lineItems.push({
        name: params.get(`line_items[${i}][price_data][product_data][name]`) ?? '',
        unitAmount: Number(params.get(`line_items[${i}][price_data][unit_amount]`)),
        quantity: Number(params.get(`line_items[${i}][quantity]`)),
        currency: params.get(`line_items[${i}][price_data][currency]`) ?? '',
      });
    }
    sessions.push({ params, lineItems });
    counter += 1;
    const id = `${options.sessionPrefix ?? 'cs_test'}_${counter}`;
    const session = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/pay/${id}`,
      client_reference_id: params.get('client_reference_id'),
      metadata: { orderId: params.get('metadata[orderId]') },
      amount_total: lineItems.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0),
      currency: 'inr',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
    };
    states.set(id, session);
    return json(200, session);
  }

  function expire(id: string): Answer {
    const session = states.get(id);
    if (!session)
      return stripeError(404, 'invalid_request_error', `No such checkout.session: '${id}'`);
    if (session.status !== 'open') {
      return stripeError(
        400,
        'invalid_request_error',
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`,
      );
    }
    session.status = 'expired';
    return json(200, session);
  }

  async function answer(method: string, url: URL, body: string, key: string | undefined) {
    const path = url.pathname;
    if (method === 'POST' && path === '/v1/refunds') return refund(body, key);
    if (method === 'GET' && path === '/v1/refunds') {
      const intent = url.searchParams.get('payment_intent');
      const data = made
        .filter((r) => r.paymentIntent === intent)
        .map((r) => ({
          id: r.id,
          object: 'refund',
          payment_intent: intent,
          amount: r.amount,
          metadata: r.metadata,
          status: 'succeeded',
        }));
      return json(200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(body);
    const expiring = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(path);
    if (method === 'POST' && expiring) return expire(expiring[1]!);
    const reading = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    if (method === 'GET' && reading && states.has(reading[1]!))
      return json(200, states.get(reading[1]!));
    return stripeError(404, 'invalid_request_error', 'Unknown path');
  }

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const key = req.headers['idempotency-key'] as string | undefined;
      void answer(req.method ?? 'GET', url, body, key).then(({ status, body: text }) => {
        res.statusCode = status;
        res.setHeader('Content-Type', 'application/json');
        res.end(text);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    refunds,
    control,
    /** The shopper pays a session on Stripe's page (its webhook is for the test to send). */
    complete(sessionId: string, paymentIntent = `pi_${sessionId}`) {
      const session = states.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: paymentIntent,
      });
      return session;
    },
    /** A session's state as Stripe holds it. */
    session: (id: string) => states.get(id),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
