import { createHmac, timingSafeEqual } from 'node:crypto';
import type { OrderRecord } from '../../../order/order.service.ts';
import type { CheckoutProvider, PageCloser, Refunder } from '../../payment-provider.ts';

/**
 * Signs an order id for the test payment page, so only the shopper who was sent there
 * (holding the link) can pay or cancel that order.
 */
export function createTestPaymentTokens(secret: string) {
  const sign = (orderId: string) =>
    createHmac('sha256', secret).update(`test-payment:${orderId}`).digest('base64url');
  return {
    sign,
    verify(orderId: string, token: unknown): boolean {
      if (typeof token !== 'string') return false;
      const expected = Buffer.from(sign(orderId));
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type TestPaymentTokens = ReturnType<typeof createTestPaymentTokens>;

/** Without Stripe keys: the "payment page" is the API's own clearly-labelled test page. */
export function createTestCheckout(
  publicApiUrl: string,
  tokens: TestPaymentTokens,
): CheckoutProvider {
  return {
    name: 'test',
    async createSession(order: OrderRecord) {
      return {
        id: `test_${order.id}`,
        url: `${publicApiUrl}/api/payments/test/${order.id}?token=${tokens.sign(order.id)}`,
      };
    },
  };
}

/** The test page took no real money, so its refund is recorded at once. */
export const testRefunder: Refunder = {
  async refund({ idempotencyKey }) {
    return { refundId: `test_${idempotencyKey}` };
  },
  // Nothing outside keeps the test page's refunds: an unanswered one is simply made again.
  findRefund: async () => undefined,
};

/** The test page pays only orders still waiting (payment.service): nothing to close there. */
export const testPageCloser: PageCloser = { close: async () => ({ state: 'closed' }) };
