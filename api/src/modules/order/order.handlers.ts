import type { z } from 'zod';
import type {
  orderIdInputSchema,
  orderStatusInputSchema,
  placeOrderInputSchema,
  sellerOrdersQuerySchema,
} from '../../contract/order.ts';
import type { orderEditInputSchema } from '../../contract/order-edit.ts';
import { toRupees } from '../../contract/paise.ts';
import { wordsOf } from '../../http/api-words/by-language.ts';
import { signedInUserId } from '../../http/auth.ts';
import type { AppContext, AppRouterContext } from '../../http/context.ts';
import { idempotencyKey, sendReply } from '../../http/idempotency-key.ts';
import { requestLanguage } from '../../http/request-language.ts';
import type { OrderStatus } from '../../contract/order-status.ts';
import type { Mover } from './order-lifecycle.service.ts';
import { toOrderJson } from './order-json.ts';

type Input = z.output<typeof placeOrderInputSchema>;

const request = (ctx: AppContext, scope: string, input: Input) => ({
  userId: signedInUserId(ctx),
  key: idempotencyKey(ctx),
  scope,
  input: { address: input.address, items: input.items, total: input.total },
});

/** Counts one order placed or cancelled by this shopper; given back if it did not happen. */
async function counted<T>(ctx: AppContext, userId: string, act: () => Promise<T>): Promise<T> {
  const taken = await ctx.services.throttles.orders.take([`orders:${userId}`]);
  try {
    return await act();
  } catch (err) {
    await taken.giveBack();
    throw err;
  }
}

export async function placeCashOnDeliveryOrder(ctx: AppContext, input: Input) {
  const req = request(ctx, 'order:cod', input);
  const reply = await ctx.services.idempotency.once(req, async (claim) => {
    const order = await counted(ctx, req.userId, () =>
      ctx.services.orders.place(req.userId, { ...input, lang: requestLanguage(ctx) }, 'COD', claim),
    );
    return {
      status: 201,
      body: { success: true, message: wordsOf(ctx).orders.orderPlaced, orderId: order.id },
    };
  });
  sendReply(ctx, reply);
}

export async function placeOnlineOrder(ctx: AppContext, input: Input) {
  const req = request(ctx, 'order:online', input);
  const reply = await ctx.services.idempotency.once(req, async (claim) => {
    const { order, url } = await counted(ctx, req.userId, () =>
      ctx.services.orders.placeOnline(req.userId, { ...input, lang: requestLanguage(ctx) }, claim),
    );
    return {
      status: 201,
      body: {
        success: true,
        message: wordsOf(ctx).orders.redirectingToPayment,
        orderId: order.id,
        url,
      },
    };
  });
  sendReply(ctx, reply);
}

export async function listMyOrders(ctx: AppContext) {
  const orders = await ctx.services.orders.listForUser(signedInUserId(ctx), requestLanguage(ctx));
  ctx.body = { success: true, orders };
}

export async function showMyOrder(ctx: AppRouterContext) {
  const order = await ctx.services.orders.mineById(
    signedInUserId(ctx),
    ctx.params.id ?? '',
    requestLanguage(ctx),
  );
  ctx.body = { success: true, order };
}

export async function showMyOrderPayment(ctx: AppRouterContext) {
  const payment = await ctx.services.orders.paymentOf(signedInUserId(ctx), ctx.params.id ?? '');
  ctx.body = { success: true, payment };
}

export async function listAllOrders(
  ctx: AppContext,
  query: z.output<typeof sellerOrdersQuerySchema>,
) {
  ctx.body = { success: true, orders: await ctx.services.orders.listAll(query) };
}

async function moveOrder(
  ctx: AppContext,
  orderId: string,
  status: OrderStatus,
  mover: Mover,
  message: string,
) {
  const after = await ctx.services.lifecycle.change(orderId, status, mover);
  ctx.body = { success: true, message, order: toOrderJson(after, ctx.config.imageBaseUrl) };
}

export async function cancelMyOrder(ctx: AppContext, input: z.output<typeof orderIdInputSchema>) {
  const mover = { by: 'customer' as const, userId: signedInUserId(ctx) };
  await counted(ctx, mover.userId, () =>
    moveOrder(ctx, input.orderId, 'Cancelled', mover, wordsOf(ctx).orders.orderCancelled),
  );
}

export async function setOrderStatus(
  ctx: AppContext,
  input: z.output<typeof orderStatusInputSchema>,
) {
  const message = wordsOf(ctx).orders.orderMoved(input.status);
  const mover = { by: 'seller' as const, ...(input.reason ? { reason: input.reason } : {}) };
  await moveOrder(ctx, input.orderId, input.status, mover, message);
}

export async function retryRefund(ctx: AppContext, input: z.output<typeof orderIdInputSchema>) {
  const order = await ctx.services.refunds.retry(input.orderId);
  ctx.body = {
    success: true,
    message: wordsOf(ctx).orders.refundIssued,
    order: toOrderJson(order, ctx.config.imageBaseUrl),
  };
}

/** The seller lowers or removes lines before packing (order-edit.service.ts). */
export async function editOrder(ctx: AppContext, input: z.output<typeof orderEditInputSchema>) {
  const { order, refundPaise } = await ctx.services.orderEdits.edit(input);
  ctx.body = {
    success: true,
    message: wordsOf(ctx).orders.orderUpdated,
    order: toOrderJson(order, ctx.config.imageBaseUrl),
    refund: toRupees(refundPaise),
  };
}

export async function countWaitingOrders(ctx: AppContext) {
  ctx.body = { success: true, waiting: await ctx.services.orders.countWaiting() };
}
