import {
  ondcActions,
  type OndcAction,
  type OndcContext,
  type OndcRequest,
} from '../../contract/ondc.ts';
import { catalogueFor, type SearchIntent } from './on-search.ts';
import { quoteFor, type OrderIntent, type QuoteDeps } from './ondc-quote.ts';
import { PAYMENT_TYPE } from './ondc-order-json.ts';
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
    payment: {
      type: PAYMENT_TYPE,
      collected_by: 'BPP',
      status: 'NOT-PAID',
      '@ondc/org/buyer_app_finder_fee_type': asked['@ondc/org/buyer_app_finder_fee_type'],
      '@ondc/org/buyer_app_finder_fee_amount': asked['@ondc/org/buyer_app_finder_fee_amount'],
      '@ondc/org/settlement_basis': 'delivery',
      '@ondc/org/settlement_window': 'P1D',
      '@ondc/org/withholding_amount': '0.00',
    },
    tags: shop.gstin
      ? [{ code: 'bpp_terms', list: [{ code: 'tax_number', value: shop.gstin }] }]
      : [],
  };
  const type = asked.type ?? PAYMENT_TYPE;
  const error =
    quoted.error ??
    (type === PAYMENT_TYPE
      ? undefined
      : {
          type: 'DOMAIN-ERROR' as const,
          code: '40004',
          message: 'Only cash on delivery (ON-FULFILLMENT) is accepted yet',
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
      if (action === 'status') return { context, ...(await deps.orders.status(bapId, message)) };
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
