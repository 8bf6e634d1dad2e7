import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The keys Koa signs cookies with, answering as keygrip does (an HMAC-SHA1 in base64url,
 * so a cookie signed before still verifies, and keys rotate by putting the new one first)
 * but comparing with Node's timingSafeEqual: keygrip's comparison draws 32 random bytes
 * and computes two more HMACs to compare two strings, on every request with a session.
 */
export function cookieKeys(keys: readonly [string, ...string[]]) {
  const sign = (data: string, key: string) =>
    createHmac('sha1', key).update(data).digest('base64url');
  // Unequal lengths differ at once: a signature's length is no secret.
  const same = (a: string, b: string) => {
    const left = Buffer.from(a);
    const right = Buffer.from(b);
    return left.length === right.length && timingSafeEqual(left, right);
  };
  const index = (data: string, digest: string) =>
    keys.findIndex((key) => same(digest, sign(data, key)));
  return {
    sign: (data: string) => sign(data, keys[0]),
    index,
    verify: (data: string, digest: string) => index(data, digest) > -1,
  };
}
