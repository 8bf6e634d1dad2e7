/** See fake-razorpay.mjs: a loopback stand-in for Razorpay's API and hosted page. */
export const RAZORPAY_KEYS: {
  RAZORPAY_KEY_ID: string;
  RAZORPAY_KEY_SECRET: string;
  RAZORPAY_WEBHOOK_SECRET: string;
};
export function razorpayEnv(fakeUrl: string): Record<string, string>;
export function razorpaySignature(body: string, secret?: string): string;
export function razorpayEvent(
  event: string,
  link: { id: string; orderId: string; amountPaise: number; paymentId?: string },
): string;
export interface RecordedLink {
  id: string;
  body: Record<string, unknown> & { amount: number; expire_by?: number };
  /** created, paid or cancelled */
  status: string;
  paymentId?: string;
}
export function startFakeRazorpay(options?: { hostedPages?: boolean }): Promise<{
  url: string;
  /** Where the hosted page's Pay sends the signed webhook (the API's). */
  webhookUrl: string;
  links: RecordedLink[];
  refunds: { paymentId: string; body: Record<string, unknown> }[];
  /** Pays a link as a shopper would (the webhook is the caller's to send). */
  pay(linkId: string, paymentId?: string): void;
  close(): Promise<void>;
}>;
