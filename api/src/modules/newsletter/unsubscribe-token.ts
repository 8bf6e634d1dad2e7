import { createHmac, timingSafeEqual } from 'node:crypto';

// An unsubscribe link names the subscriber and carries an HMAC of the id under the app's
// secret (SESSION_SECRET): nothing to store, nothing to guess, and no email address in
// the link.

const mac = (secret: string, id: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${id}`).digest().subarray(0, 16);

export const unsubscribeToken = (secret: string, id: string): string =>
  `${id}.${mac(secret, id).toString('base64url')}`;

/** The subscriber's id when the token is one we made, else null. */
export function subscriberOfToken(secret: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = mac(secret, id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
