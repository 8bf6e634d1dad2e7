// A loopback stand-in for Razorpay (outside our reach in tests), spoken to by the official
// SDK: `POST /v1/payment_links`, `GET /v1/payment_links/:id`, `POST /v1/payment_links/:id/cancel`,
// `POST /v1/payments/:id/refund` and `GET /v1/payments/:id/refunds`, the key pair checked as
// Razorpay does (HTTP Basic). A payment can be refunded in parts up to its link's amount;
// more is refused as Razorpay refuses it, and each refund keeps its notes. `fake.pay(linkId)` pays a link as a shopper would (its
// webhook is the caller's to send); a paid link can no longer be cancelled. With `hostedPages`, a link's `short_url` is a page here:
// Pay sends the signed `payment_link.paid` webhook to `fake.webhookUrl` (set once the API's
// address is known), then returns the browser to the link's `callback_url`, as Razorpay's
// page does. Used by the API's tests and the journeys.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';

export const RAZORPAY_KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_kirana',
  RAZORPAY_KEY_SECRET: 'razorpay-test-secret',
  RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
};

/** The API's environment for Razorpay against the fake at `fakeUrl`. */
export const razorpayEnv = (fakeUrl) => ({
  ...RAZORPAY_KEYS,
  RAZORPAY_API_BASE: fakeUrl,
  PAYMENT_PROVIDER: 'razorpay',
});

/** Razorpay's webhook signature: HMAC-SHA256 of the raw body, hex. */
export const razorpaySignature = (body, secret = RAZORPAY_KEYS.RAZORPAY_WEBHOOK_SECRET) =>
  createHmac('sha256', secret).update(body).digest('hex');

/** A Payment Link webhook event as Razorpay sends it. */
export function razorpayEvent(event, link) {
  const paid = event === 'payment_link.paid';
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: paid ? ['payment_link', 'order', 'payment'] : ['payment_link'],
    payload: {
      payment_link: {
        entity: {
          id: link.id,
          amount: link.amountPaise,
          amount_paid: paid ? link.amountPaise : 0,
          currency: 'INR',
          reference_id: link.orderId,
          status: event.replace('payment_link.', ''),
          notes: { orderId: link.orderId },
        },
      },
      ...(paid
        ? {
            payment: {
              entity: {
                id: link.paymentId ?? `pay_${link.id}`,
                amount: link.amountPaise,
                currency: 'INR',
                status: 'captured',
              },
            },
          }
        : {}),
    },
    created_at: Math.floor(Date.now() / 1000),
  });
}

/** A link as Razorpay's API shows it. */
const linkEntity = (link) => ({
  id: link.id,
  entity: 'payment_link',
  status: link.status,
  amount: link.body.amount,
  amount_paid: link.status === 'paid' ? link.body.amount : 0,
  currency: link.body.currency,
  reference_id: link.body.reference_id,
  payments:
    link.status === 'paid'
      ? [{ payment_id: link.paymentId, amount: link.body.amount, status: 'captured' }]
      : null,
});

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakeRazorpay({ hostedPages = false } = {}) {
  const links = [];
  const refunds = [];
  /** payment id -> the refunds made of it */
  const refunded = new Map();
  const expectedAuth = `Basic ${Buffer.from(
    `${RAZORPAY_KEYS.RAZORPAY_KEY_ID}:${RAZORPAY_KEYS.RAZORPAY_KEY_SECRET}`,
  ).toString('base64')}`;
  let counter = 0;
  let base = '';
  const fake = {
    url: '',
    webhookUrl: '',
    links,
    refunds,
    pay(linkId, paymentId = `pay_${linkId}`) {
      const link = links.find((candidate) => candidate.id === linkId);
      link.status = 'paid';
      link.paymentId = paymentId;
    },
    // `server` is declared below; close is only called once it exists.
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  async function payLink(link, res) {
    link.status = 'paid';
    link.paymentId = `pay_${link.id}`;
    const body = razorpayEvent('payment_link.paid', {
      id: link.id,
      orderId: link.body.reference_id,
      amountPaise: link.body.amount,
    });
    const answer = await fetch(fake.webhookUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Razorpay-Signature': razorpaySignature(body),
        'X-Razorpay-Event-Id': `evt_${link.id}`,
      },
      body,
    });
    const back = new URL(link.body.callback_url);
    back.searchParams.set('razorpay_payment_id', `pay_${link.id}`);
    back.searchParams.set('razorpay_payment_link_id', link.id);
    back.searchParams.set('razorpay_payment_link_status', answer.ok ? 'paid' : 'failed');
    res.writeHead(303, { Location: back.href });
    res.end();
  }

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const send = (status, body) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const url = req.url ?? '';
      const page = /^\/pay\/([\w-]+)$/.exec(url);
      if (page) {
        const link = links.find((candidate) => candidate.id === page[1]);
        if (!link) return send(404, { error: { description: 'No such link' } });
        if (req.method === 'POST') {
          payLink(link, res).catch((err) => send(502, { error: { description: err.message } }));
          return;
        }
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><html lang="en"><title>Razorpay (test)</title>
<main><h1>Pay Rs.${(link.body.amount / 100).toFixed(2)}</h1>
<p>${escapeHtml(link.body.description ?? '')}</p>
<form method="post"><button>Pay with UPI</button></form></main></html>`);
        return;
      }
      if (req.headers.authorization !== expectedAuth) {
        send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
        return;
      }
      const body = raw ? JSON.parse(raw) : {};
      if (req.method === 'POST' && url === '/v1/payment_links') {
        counter += 1;
        const id = `plink_test_${counter}`;
        links.push({ id, body, status: 'created' });
        send(200, {
          id,
          entity: 'payment_link',
          status: 'created',
          amount: body.amount,
          currency: body.currency,
          reference_id: body.reference_id,
          short_url: hostedPages ? `${base}/pay/${id}` : `https://rzp.test/${id}`,
        });
        return;
      }
      const linkPath = /^\/v1\/payment_links\/([\w-]+)(\/cancel)?$/.exec(url);
      const link = linkPath && links.find((candidate) => candidate.id === linkPath[1]);
      if (linkPath && !link)
        return send(404, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
        });
      if (linkPath && req.method === 'POST' && linkPath[2]) {
        if (link.status !== 'created') {
          return send(400, {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: `Payment link cannot be cancelled as it is already ${link.status}`,
            },
          });
        }
        link.status = 'cancelled';
        return send(200, linkEntity(link));
      }
      if (linkPath && req.method === 'GET') return send(200, linkEntity(link));
      const refundList = /^\/v1\/payments\/([\w-]+)\/refunds/.exec(url);
      if (req.method === 'GET' && refundList) {
        const made = refunded.get(refundList[1]) ?? [];
        return send(200, { entity: 'collection', count: made.length, items: made });
      }
      const refund = /^\/v1\/payments\/([\w-]+)\/refund$/.exec(url);
      if (req.method === 'POST' && refund) {
        const paymentId = refund[1];
        refunds.push({ paymentId, body });
        const earlier = refunded.get(paymentId) ?? [];
        const captured = links.find((l) => l.paymentId === paymentId)?.body.amount;
        const left =
          captured === undefined
            ? earlier.length > 0
              ? 0
              : Infinity
            : captured - earlier.reduce((sum, r) => sum + r.amount, 0);
        const amount = body.amount ?? (Number.isFinite(left) ? left : 0);
        if (left <= 0 || amount > left) {
          send(400, {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: 'The payment has been fully refunded already',
            },
          });
          return;
        }
        counter += 1;
        const made = {
          id: `rfnd_test_${counter}`,
          entity: 'refund',
          payment_id: paymentId,
          amount,
          notes: body.notes ?? [],
          status: 'processed',
        };
        refunded.set(paymentId, [...earlier, made]);
        send(200, made);
        return;
      }
      send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'No such URL' } });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
  fake.url = base;
  return fake;
}
