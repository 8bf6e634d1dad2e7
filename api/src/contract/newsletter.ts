import { z } from 'zod';
import { emailSchema } from './user.ts';

// The home page's newsletter box (docs/api.md, "Newsletter"). There is no sending yet; any
// newsletter email sent later must carry its subscriber's unsubscribe link.

export const subscribeInputSchema = z.object({ email: emailSchema });
export type SubscribeInput = z.input<typeof subscribeInputSchema>;

/** The same answer whether the address is new or already subscribed: nothing to learn. */
export interface SubscribeResponse {
  success: true;
  message: string;
}

export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'This unsubscribe link is not complete' })
    .min(1, 'This unsubscribe link is not complete')
    .max(200, 'This unsubscribe link is not valid'),
});

export interface UnsubscribeResponse {
  success: true;
  message: string;
}

export const SUBSCRIBED_MESSAGE = 'Thanks! You are subscribed to our newsletter.';
export const UNSUBSCRIBED_MESSAGE =
  'You are unsubscribed. You will get no more newsletters from us.';

/** The storefront's page an unsubscribe link opens. */
export const UNSUBSCRIBE_PATH = '/unsubscribe';
