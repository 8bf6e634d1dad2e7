import { toRupees } from '../../../../contract/paise.ts';
import type { PaymentStatus } from '../../../../contract/order.ts';
import type { OrderRecord } from '../../../order/order.service.ts';

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);

const rupees = (paise: number) =>
  `Rs.${toRupees(paise).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The built-in stand-in for a card payment page, used when Stripe keys are not set. It is
 * plain HTML with two forms, so it works without JavaScript, and says loudly that it is a test.
 */
const CLOSED_NOTICES: Record<Exclude<PaymentStatus, 'pending'>, string> = {
  paid: 'This order is already paid.',
  failed: 'This payment was cancelled, so nothing was charged. Go back to the shop to order again.',
  flagged: 'This payment is under review.',
  not_required: 'This order is paid in cash on delivery.',
};

export function renderTestPaymentPage(order: OrderRecord, token: string): string {
  const items = [...(order.items ?? [])].sort((a, b) => a.position - b.position);
  const rows = items
    .map(
      (i) =>
        `<tr><td>${escapeHtml(i.name)} × ${i.quantity}</td><td>${rupees(i.offerPricePaise * i.quantity)}</td></tr>`,
    )
    .join('');
  const action = (what: string) => `/api/payments/test/${encodeURIComponent(order.id)}/${what}`;
  const state = order.paymentStatus;
  const body =
    state === 'pending'
      ? `<div class="actions">
  <form method="post" action="${action('pay')}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button class="pay" type="submit">Pay ${rupees(order.amountPaise)}</button></form>
  <form method="post" action="${action('cancel')}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button class="cancel" type="submit">Cancel</button></form>
</div>`
      : `<p role="status">${CLOSED_NOTICES[state]}</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Test payment — Kirana</title>
<style>
body{font-family:system-ui,sans-serif;background:#f6f7f6;color:#1f2a24;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 12px #0001}
.banner{background:#fff4cc;border:2px dashed #b58900;color:#5c4400;padding:.75rem;border-radius:8px;font-weight:600}
table{width:100%;border-collapse:collapse;margin:1rem 0}td{padding:.35rem 0;border-bottom:1px solid #eee}td+td{text-align:right}
.total td{font-weight:700;border-bottom:0}
.actions{display:flex;gap:.75rem}form{flex:1}
button{width:100%;padding:.8rem;border-radius:8px;font-size:1rem;cursor:pointer;border:1px solid #1f7a52}
.pay{background:#4fbf8b;color:#0b2e1f;font-weight:600}.cancel{background:#fff;color:#1f2a24;border-color:#999}
button:focus-visible{outline:3px solid #1f7a52;outline-offset:2px}
</style>
</head>
<body>
<main>
<p class="banner" role="note">TEST PAYMENT — no card is charged. Kirana shows this page because Stripe is not configured.</p>
<h1>Pay for your order</h1>
<table>
<tbody>${rows}
${order.taxPaise > 0 ? `<tr><td>Tax (2%)</td><td>${rupees(order.taxPaise)}</td></tr>\n` : ''}${order.deliveryFeePaise > 0 ? `<tr><td>Delivery fee</td><td>${rupees(order.deliveryFeePaise)}</td></tr>\n` : ''}<tr class="total"><td>Total</td><td>${rupees(order.amountPaise)}</td></tr>
</tbody>
</table>
${body}
</main>
</body>
</html>`;
}
