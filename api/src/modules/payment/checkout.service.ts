import type { z } from 'zod';
import type { placeOrderInputSchema } from '../../contract/order.ts';
import { AppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Claim } from '../idempotency/idempotency.service.ts';
import type { OrderModel } from '../order/order.model.ts';
import type { OrderService } from '../order/order.service.ts';
import type { UserService } from '../user/user.service.ts';
import type { CheckoutProvider } from './payment-provider.ts';

/**
 * Online orders: the order is written unpaid first (so a paid order can never be lost),
 * then the provider's payment page is created for exactly its amount.
 */
export function createCheckoutService(deps: {
  orders: OrderService;
  users: UserService;
  provider: CheckoutProvider | undefined;
  logger: Logger;
}) {
  const { orders, users, provider, logger } = deps;
  return {
    /** Who takes online payments now; null when only cash on delivery is offered. */
    providerName: provider?.name ?? null,

    async start(
      userId: string,
      input: z.output<typeof placeOrderInputSchema>,
      claim?: Claim,
    ): Promise<{ order: OrderModel; url: string }> {
      if (!provider) {
        throw new AppError(
          503,
          'Card payments are not available right now. Please choose Cash on Delivery.',
        );
      }
      const order = await orders.place(userId, input, 'Online', claim);
      try {
        const { name, email } = await users.get(userId);
        const session = await provider.createSession(order, { name, email });
        await orders.attachCheckoutSession(order.id, { id: session.id, provider: provider.name });
        return { order, url: session.url };
      } catch (err) {
        logger.error({ err, orderId: order.id }, 'could not create the payment page');
        await orders.abandon(order.id);
        throw new AppError(
          502,
          'The card payment page could not be opened. Please try again or choose Cash on Delivery.',
        );
      }
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
