import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedSession {
  params: URLSearchParams;
  lineItems: { name: string; unitAmount: number; quantity: number; currency: string }[];
}

/**
 * A loopback stand-in for Stripe's HTTP API (outside our reach in tests): it answers
 * `POST /v1/checkout/sessions` like Stripe does and records what it was sent.
 */
export async function startFakeStripe(options: { fail?: boolean } = {}) {
  const sessions: RecordedSession[] = [];
  let counter = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      res.setHeader('Content-Type', 'application/json');
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
