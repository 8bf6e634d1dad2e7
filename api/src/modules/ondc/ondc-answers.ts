import {
  ondcActions,
  type OndcAction,
  type OndcContext,
  type OndcRequest,
} from '../../contract/ondc.ts';
import { catalogueFor, type SearchIntent } from './on-search.ts';
import { quoteFor, type OrderIntent, type QuoteDeps } from './ondc-quote.ts';
import { PAYMENT_TYPE, PREPAID_TYPE } from './ondc-order-json.ts';
import type { OndcOrders } from './ondc-orders.ts';
import type { OutRow } from './ondc-messages.ts';

// The callback each supported request gets, built when the outbox first sends it.

/** What buyer apps may ask that this node refuses with "not supported" (for now). */
const NOT_ANSWERED: ReadonlySet<OndcAction> = new Set(['update', 'rating', 'support']);

/** The actions this node answers today; the others are refused with "not supported". */
export const ANSWERED_ACTIONS: ReadonlySet<string> = new Set(
  ondcActions.filter((action) => !NOT_ANSWERED.has(action)),
);

/**
 * The callback's context: the request's, from us, for `on_<action>`, stamped now (an
 * unsolicited on_status: the confirm's, with its own action and message id).
 */
export function callbackContext(
  request: OndcContext,
  deps: Pick<QuoteDeps, 'settings' | 'now'>,
  as: { action: string; messageId: string } = {
    action: request.action,
    messageId: request.message_id,
  },
): OndcContext {
  const { settings } = deps;
  return {
    domain: request.domain,
    country: request.country,
    city: request.city === '*' ? settings.city : request.city,
    action: `on_${as.action}`,
    core_version: request.core_version,
    bap_id: request.bap_id,
    bap_uri: request.bap_uri,
    bpp_id: settings.subscriberId,
    bpp_uri: settings.subscriberUrl,
    transaction_id: request.transaction_id,
    message_id: as.messageId,
    timestamp: new Date(deps.now()).toISOString(),
  };
}

type InitOrder = OrderIntent & {
  billing?: unknown;
  fulfillments?: { end?: unknown }[];
  payment?: Record<string, unknown>;
};

/**
 * How the shop is paid (on_init's `payment`, ONDC-RET-Specifications draft-1.x
 * on_init_other_product and its notes): cash on delivery, collected by the shop; or, asked
 * for ON-ORDER, the buyer app collects and settles to the shop's UPI address, so `type`
 * and `collected_by` are left to the buyer app's confirm. The settlement details go with
 * either when the shop has them.
 */
function paymentTerms(
  asked: Record<string, unknown>,
  settings: QuoteDeps['settings'],
  shopName: string | null,
) {
  const { settlement } = settings;
  const terms = {
    '@ondc/org/buyer_app_finder_fee_type': asked['@ondc/org/buyer_app_finder_fee_type'],
    '@ondc/org/buyer_app_finder_fee_amount': asked['@ondc/org/buyer_app_finder_fee_amount'],
    '@ondc/org/settlement_basis': 'delivery',
    '@ondc/org/withholding_amount': '0.00',
    ...(settlement
      ? {
          '@ondc/org/settlement_details': [
            {
              settlement_counterparty: 'seller-app',
              settlement_phase: 'sale-amount',
              settlement_type: 'upi',
              upi_address: settlement.upi,
              beneficiary_name: settlement.name ?? shopName ?? settings.subscriberId,
            },
          ],
        }
      : {}),
  };
  if (asked.type === PREPAID_TYPE && settlement)
    return { ...terms, '@ondc/org/settlement_window': 'P1D' };
  // Collected by the shop: the log validator wants the window in hours or minutes.
  return {
    type: PAYMENT_TYPE,
    collected_by: 'BPP',
    status: 'NOT-PAID',
    ...terms,
    '@ondc/org/settlement_window': 'PT24H',
  };
}

/** on_init: the quote, with the buyer's billing and delivery address, and how to pay. */
async function initAnswer(order: InitOrder, deps: QuoteDeps) {
  const quoted = await quoteFor(order, deps, { chosenOnly: true });
  const asked = order.payment ?? {};
  const shop = await deps.shop.profile();
  const fulfillments = (quoted.order.fulfillments ?? []) as Record<string, unknown>[];
  const end = order.fulfillments?.[0]?.end;
  const answer = {
    ...quoted.order,
    billing: order.billing,
    // The buyer's address and contact, beside the slot's time when there is one.
    fulfillments: fulfillments.map((f) =>
      end === null || typeof end !== 'object' ? f : { ...f, end: { ...(f.end ?? {}), ...end } },
    ),
    payment: paymentTerms(asked, deps.settings, shop.name),
    tags: shop.gstin
      ? [{ code: 'bpp_terms', list: [{ code: 'tax_number', value: shop.gstin }] }]
      : [],
  };
  const type = asked.type ?? PAYMENT_TYPE;
  const takes = type === PAYMENT_TYPE || (type === PREPAID_TYPE && deps.settings.settlement);
  const error =
    quoted.error ??
    (takes
      ? undefined
      : {
          type: 'DOMAIN-ERROR' as const,
          code: '40004',
          message: 'Only cash on delivery (ON-FULFILLMENT) is accepted',
        });
  return { order: answer, error };
}

export function createOndcAnswers(deps: QuoteDeps & { orders: OndcOrders }) {
  return {
    /** The whole callback a row owes, from the request it answers (its raw body). */
    async build(
      action: string,
      raw: string,
      row: Pick<OutRow, 'messageId' | 'replyTo' | 'orderId'>,
    ): Promise<object> {
      const request = JSON.parse(raw) as OndcRequest;
      const context = callbackContext(request.context, deps, {
        action,
        messageId: row.messageId,
      });
      const bapId = request.context.bap_id;
      const { message } = request;
      if (action === 'confirm')
        return { context, ...(await deps.orders.confirm(bapId, message, row.replyTo)) };
      // `update` is only ever the shop's own news (an edit): buyer apps' updates are refused.
      if (action === 'status' || action === 'update')
        return { context, ...(await deps.orders.status(bapId, message)) };
      if (action === 'cancel') return { context, ...(await deps.orders.cancel(bapId, message)) };
      if (action === 'track') return { context, ...(await deps.orders.track(bapId, message)) };
      const order = (request.message.order ?? {}) as InitOrder;
      if (action === 'search') {
        const intent = (request.message.intent ?? {}) as SearchIntent;
        return { context, message: { catalog: await catalogueFor(intent, deps) } };
      }
      if (action === 'select' || action === 'init') {
        const { order: answer, error } =
          action === 'select' ? await quoteFor(order, deps) : await initAnswer(order, deps);
        return { context, message: { order: answer }, ...(error ? { error } : {}) };
      }
      throw new Error(`no answer for ${action}`);
    },
  };
}
