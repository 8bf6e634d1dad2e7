import type { z } from 'zod';
import type { placeOrderInputSchema } from '../../contract/order.ts';
import { signedInUserId } from '../../http/auth.ts';
import type { AppContext } from '../../http/context.ts';
import { idempotencyKey, sendReply } from '../../http/idempotency-key.ts';

type Input = z.output<typeof placeOrderInputSchema>;

const request = (ctx: AppContext, scope: string, input: Input) => ({
  userId: signedInUserId(ctx),
  key: idempotencyKey(ctx),
  scope,
  input: { address: input.address, items: input.items },
});

export async function placeCashOnDeliveryOrder(ctx: AppContext, input: Input) {
  const req = request(ctx, 'order:cod', input);
  const reply = await ctx.services.idempotency.once(req, async (claim) => {
    const order = await ctx.services.orders.place(req.userId, input, 'COD', claim);
    return {
      status: 201,
      body: { success: true, message: 'Order Placed Successfully', orderId: order.id },
    };
  });
  sendReply(ctx, reply);
}

export async function placeOnlineOrder(ctx: AppContext, input: Input) {
  const req = request(ctx, 'order:online', input);
  const reply = await ctx.services.idempotency.once(req, async (claim) => {
    const { order, url } = await ctx.services.checkout.start(req.userId, input, claim);
    return {
      status: 201,
      body: { success: true, message: 'Redirecting to payment', orderId: order.id, url },
    };
  });
  sendReply(ctx, reply);
}

export async function listMyOrders(ctx: AppContext) {
  ctx.body = { success: true, orders: await ctx.services.orders.listForUser(signedInUserId(ctx)) };
}

export async function listAllOrders(ctx: AppContext) {
  ctx.body = { success: true, orders: await ctx.services.orders.listAll() };
}
