import type { AddressFieldValues } from '../../contract/address-fields.ts';
import { mobileDigits } from '../../contract/indian-mobile.ts';
import type { BecknError } from '../../contract/ondc.ts';
import { toPaise } from '../../contract/paise.ts';
import { placeOrderInputSchema } from '../../contract/order.ts';
import type { Db } from '../../db/knex.ts';
import { AppError } from '../../lib/errors.ts';
import type { OrderLifecycle } from '../order/order-lifecycle.service.ts';
import type { OrderRecord, OrderService } from '../order/order.service.ts';
import type { UserService } from '../user/user.service.ts';
import type { OndcMessages } from './ondc-messages.ts';
import {
  fulfillmentIdOf,
  ondcOrderOf,
  PAYMENT_TYPE,
  PREPAID_TYPE,
  type ConfirmEcho,
  type ShopSide,
} from './ondc-order-json.ts';
import { slotOf } from './slot-fulfillments.ts';
import type { QuoteDeps } from './ondc-quote.ts';

// confirm, status, cancel and track: the buyer app's order placed, read and cancelled
// through the order module's own service (the one writer of orders), under the account
// that stands for the buyer app (users.networkBuyer; docs/ondc.md, "Who the buyer is").

export interface OrderDeps extends QuoteDeps {
  users: Pick<UserService, 'networkBuyer'>;
  orders: Pick<OrderService, 'placeFromNetwork' | 'networkOrder'>;
  lifecycle: Pick<OrderLifecycle, 'change'>;
  messages: Pick<OndcMessages, 'linkOrder' | 'confirmOf'>;
}

interface EndAddress {
  name?: unknown;
  building?: unknown;
  locality?: unknown;
  city?: unknown;
  state?: unknown;
  area_code?: unknown;
}

interface ConfirmOrder {
  id?: unknown;
  provider?: { id?: unknown };
  items?: { id?: unknown; fulfillment_id?: unknown; quantity?: { count?: unknown } }[];
  billing?: unknown;
  fulfillments?: {
    id?: unknown;
    end?: {
      location?: { address?: EndAddress };
      contact?: { phone?: unknown; email?: unknown };
      person?: { name?: unknown };
    };
  }[];
  payment?: Record<string, unknown>;
  quote?: { price?: { value?: unknown } };
  created_at?: unknown;
}

const text = (value: unknown, max: number) =>
  (typeof value === 'string' || typeof value === 'number' ? String(value) : '')
    .trim()
    .slice(0, max);

const domainError = (code: string, message: string): BecknError => ({
  type: 'DOMAIN-ERROR',
  code,
  message,
});

/** The buyer's name, phone and address from the fulfillment's end, as the order's copy. */
function addressOf(order: ConfirmOrder): AddressFieldValues | undefined {
  const end = order.fulfillments?.[0]?.end;
  const address = end?.location?.address ?? {};
  const name = text(end?.person?.name, 121) || text(address.name, 121);
  const [first = '', ...rest] = name.split(/\s+/);
  const digits = mobileDigits(text(end?.contact?.phone, 20));
  const zipcode = text(address.area_code, 10);
  if (!first || !digits || !/^[1-9]\d{5}$/.test(zipcode)) return undefined;
  return {
    firstName: first.slice(0, 60),
    lastName: rest.join(' ').slice(0, 60) || '-',
    email: text(end?.contact?.email, 254),
    street: [text(address.building, 100), text(address.locality, 100)]
      .filter(Boolean)
      .join(', ')
      .slice(0, 200),
    landmark: '',
    city: text(address.city, 80),
    state: text(address.state, 80),
    zipcode,
    country: 'India',
    phone: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
  };
}

/**
 * How the confirm says the order is paid: cash on delivery, or already paid to the buyer app
 * (ON-ORDER, collected by it, PAID, with its transaction id and exactly the quote's amount;
 * only when the shop has said where the buyer app settles, ONDC_SETTLEMENT_UPI).
 */
function paymentOf(
  order: ConfirmOrder,
  settings: OrderDeps['settings'],
): { paid: { amountPaise: number; reference: string } | undefined } | { error: BecknError } {
  const payment = order.payment ?? {};
  const type = payment.type ?? PAYMENT_TYPE;
  if (type === PAYMENT_TYPE) return { paid: undefined };
  if (type !== PREPAID_TYPE || !settings.settlement)
    return { error: domainError('40004', 'Only cash on delivery (ON-FULFILLMENT) is accepted') };
  if (payment.collected_by !== 'BAP')
    return {
      error: domainError('40004', 'A prepaid order must be collected by the buyer app (BAP)'),
    };
  const params = (payment.params ?? {}) as { transaction_id?: unknown; amount?: unknown };
  const reference = text(params.transaction_id, 100);
  const amount = Number(params.amount);
  const total = Number(order.quote?.price?.value);
  if (payment.status !== 'PAID' || !reference)
    return {
      error: domainError('40000', 'A prepaid order needs status PAID and a transaction_id'),
    };
  if (!Number.isFinite(amount) || toPaise(amount) !== toPaise(total))
    return { error: domainError('40000', 'params.amount must be the quote’s price') };
  return { paid: { amountPaise: toPaise(amount), reference } };
}

/** Why the order module refused an order, as ONDC's error codes say it. */
function refusal(err: AppError): BecknError {
  if (err.details.code === 'PRICES_CHANGED') return domainError('40003', err.message);
  if (/ left\b|sold out|out of stock|no longer sold/i.test(err.message))
    return domainError('40002', err.message);
  return domainError('40000', err.message);
}

const echoOf = (order: ConfirmOrder): ConfirmEcho => ({
  id: text(order.id, 100),
  billing: order.billing,
  end: order.fulfillments?.[0]?.end,
  payment: order.payment,
  createdAt: order.created_at,
});

export function createOndcOrders(deps: OrderDeps) {
  async function shopSide(): Promise<ShopSide> {
    const shop = await deps.shop.profile();
    return {
      name: shop.name ?? deps.settings.subscriberId,
      gps: deps.settings.gps,
      phone: shop.phone ?? '',
      email: shop.email ?? '',
      timeZone: deps.shop.timeZone,
    };
  }

  /** The confirm that placed an order: what its answers repeat. */
  async function echoFor(order: OrderRecord): Promise<ConfirmEcho> {
    const raw = await deps.messages.confirmOf(order.id);
    const confirm = raw
      ? ((JSON.parse(raw) as { message?: { order?: ConfirmOrder } }).message?.order ?? {})
      : {};
    return { ...echoOf(confirm), id: order.networkOrderId ?? order.id };
  }

  /** The buyer app's order the request names (`order_id`, or a confirm's `order.id`). */
  async function find(bapId: string, message: Record<string, unknown>) {
    const named = message.order_id ?? (message.order as ConfirmOrder | undefined)?.id;
    const id = text(named, 100);
    if (!id) return undefined;
    return deps.orders.networkOrder(await deps.users.networkBuyer(bapId), id);
  }

  const notFound = (message: Record<string, unknown>) => ({
    message: { order: { id: text(message.order_id, 100) } },
    error: domainError('40000', 'No order of this buyer app has this id'),
  });

  return {
    /** on_confirm: the order placed (or, for a confirm sent again, the one placed before). */
    async confirm(bapId: string, message: Record<string, unknown>, inId: string | null) {
      const order = (message.order ?? {}) as ConfirmOrder;
      const echo = echoOf(order);
      const answerFor = (error: BecknError) => ({
        message: { order: { id: echo.id, state: 'Cancelled' } },
        error,
      });
      if (!echo.id) return answerFor(domainError('40000', 'order.id is required'));
      const paying = paymentOf(order, deps.settings);
      if ('error' in paying) return answerFor(paying.error);
      const address = addressOf(order);
      if (!address)
        return answerFor(
          domainError('40000', 'The delivery end needs a name, a 10-digit mobile and a PIN code'),
        );
      const total = Number(order.quote?.price?.value);
      // The slot the buyer app chose from on_select's (a shop without slots has none).
      const slot = slotOf(order.fulfillments?.[0]?.id ?? order.items?.[0]?.fulfillment_id);
      const input = placeOrderInputSchema.safeParse({
        address: deps.settings.subscriberId,
        ...(slot ? { slot } : {}),
        items: (order.items ?? []).map((item) => ({
          product: item.id,
          quantity: Number(item.quantity?.count),
        })),
        ...(Number.isFinite(total) ? { total } : {}),
      });
      if (!input.success)
        return answerFor(domainError('30004', input.error.issues[0]?.message ?? 'Bad items'));
      try {
        const buyer = await deps.users.networkBuyer(bapId);
        const placed = await deps.orders.placeFromNetwork(buyer, input.data, {
          channel: 'ondc',
          networkOrderId: echo.id,
          address,
          paid: paying.paid,
          record: inId
            ? (trx: Db, orderId: string) => deps.messages.linkOrder(trx, inId, orderId)
            : undefined,
        });
        const full = await deps.orders.networkOrder(buyer, echo.id);
        return {
          message: {
            order: ondcOrderOf(full ?? placed, await echoFor(full ?? placed), await shopSide()),
          },
        };
      } catch (err) {
        if (err instanceof AppError && err.status < 500) return answerFor(refusal(err));
        throw err;
      }
    },

    /** on_status: the order as it stands now (answered, or sent when the seller moves it). */
    async status(bapId: string, message: Record<string, unknown>) {
      const order = await find(bapId, message);
      if (!order) return notFound(message);
      return { message: { order: ondcOrderOf(order, await echoFor(order), await shopSide()) } };
    },

    /** on_cancel: cancelled as a shopper may cancel (before packing), with the reason given. */
    async cancel(bapId: string, message: Record<string, unknown>) {
      const order = await find(bapId, message);
      if (!order) return notFound(message);
      const reason = text(message.cancellation_reason_id, 3);
      if (!/^\d{3}$/.test(reason))
        return {
          message: { order: { id: order.networkOrderId } },
          error: domainError('40000', 'cancellation_reason_id must be an ONDC reason code'),
        };
      // Built again after a crash: the order is already cancelled, which is the answer.
      if (order.status !== 'Cancelled')
        try {
          await deps.lifecycle.change(order.id, 'Cancelled', {
            by: 'customer',
            userId: order.userId,
          });
        } catch (err) {
          if (!(err instanceof AppError) || err.status !== 409) throw err;
          return {
            message: { order: ondcOrderOf(order, await echoFor(order), await shopSide()) },
            error: domainError('50001', err.message),
          };
        }
      const now = (await find(bapId, message)) ?? order;
      return {
        message: {
          order: {
            ...ondcOrderOf(now, await echoFor(now), await shopSide()),
            cancellation: { cancelled_by: bapId, reason: { id: reason } },
          },
        },
      };
    },

    /** on_track: the shop delivers itself and shares no live position (tracking inactive). */
    async track(bapId: string, message: Record<string, unknown>) {
      const order = await find(bapId, message);
      if (!order) return notFound(message);
      return { message: { tracking: { id: fulfillmentIdOf(order), status: 'inactive' } } };
    },
  };
}

export type OndcOrders = ReturnType<typeof createOndcOrders>;
