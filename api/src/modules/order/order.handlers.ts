import type { z } from 'zod';
import type { placeOrderInputSchema } from '../../contract/order.ts';
import { signedInUserId } from '../../http/auth.ts';
import type { AppContext } from '../../http/context.ts';

type Input = z.output<typeof placeOrderInputSchema>;

export async function placeCashOnDeliveryOrder(ctx: AppContext, input: Input) {
  const order = await ctx.services.orders.place(signedInUserId(ctx), input, 'COD');
  ctx.status = 201;
  ctx.body = { success: true, message: 'Order Placed Successfully', orderId: order.id };
}

export async function placeOnlineOrder(ctx: AppContext, input: Input) {
  const { order, url } = await ctx.services.checkout.start(signedInUserId(ctx), input);
  ctx.status = 201;
  ctx.body = { success: true, message: 'Redirecting to payment', orderId: order.id, url };
}

export async function listMyOrders(ctx: AppContext) {
  ctx.body = { success: true, orders: await ctx.services.orders.listForUser(signedInUserId(ctx)) };
}

export async function listAllOrders(ctx: AppContext) {
  ctx.body = { success: true, orders: await ctx.services.orders.listAll() };
}
