import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedSession {
  params: URLSearchParams;
  lineItems: { name: string; unitAmount: number; quantity: number; currency: string }[];
}

export interface RecordedRefund {
  paymentIntent: string | null;
  idempotencyKey: string | undefined;
}

/**
 * A loopback stand-in for Stripe's HTTP API (outside our reach in tests): it answers
 * `POST /v1/checkout/sessions` and `POST /v1/refunds` like Stripe does and records what it
 * was sent. Refunds keep Stripe's idempotency: a repeated key gets the first answer again,
 * errors included. Set `failRefunds` to have new refund requests answered with an error.
 */
export async function startFakeStripe(options: { fail?: boolean } = {}) {
  const sessions: RecordedSession[] = [];
  const refunds: RecordedRefund[] = [];
  const answered = new Map<string, { status: number; body: string }>();
  const control = { failRefunds: false };
  let counter = 0;

  function refund(body: string, key: string | undefined): { status: number; body: string } {
    const earlier = key ? answered.get(key) : undefined;
    if (earlier) return earlier;
    const params = new URLSearchParams(body);
    refunds.push({ paymentIntent: params.get('payment_intent'), idempotencyKey: key });
    const answer = control.failRefunds
      ? {
          status: 402,
          body: JSON.stringify({
            error: { type: 'card_error', message: 'The refund could not be made.' },
          }),
        }
      : {
          status: 200,
          body: JSON.stringify({
            id: `re_test_${refunds.length}`,
            object: 'refund',
            payment_intent: params.get('payment_intent'),
            status: 'succeeded',
          }),
        };
    if (key) answered.set(key, answer);
    return answer;
  }

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      res.setHeader('Content-Type', 'application/json');
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        const answer = refund(body, req.headers['idempotency-key'] as string | undefined);
        res.statusCode = answer.status;
        res.end(answer.body);
        return;
      }
      if (req.method !== 'POST' || req.url !== '/v1/checkout/sessions') {
        res.statusCode = 404;
        res.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unknown path' } }),
        );
        return;
      }
      if (options.fail) {
        res.statusCode = 500;
        res.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is down' } }));
        return;
      }
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
      const id = `cs_test_${counter}`;
      res.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/pay/${id}`,
          client_reference_id: params.get('client_reference_id'),
          metadata: { orderId: params.get('metadata[orderId]') },
          payment_status: 'unpaid',
          status: 'open',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    refunds,
    control,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
