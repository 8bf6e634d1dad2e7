// Zod-free: the storefront reads which provider takes online payments.

/** The online payment providers the API can use (one at a time, by PAYMENT_PROVIDER). */
export const paymentProviders = ['test', 'stripe', 'razorpay'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** `GET /api/config`: what the shop's pages need to know about this deployment. */
export interface ShopConfigResponse {
  success: true;
  payment: {
    /** Who takes online payments; null when only cash on delivery is offered. */
    provider: PaymentProviderName | null;
  };
}
