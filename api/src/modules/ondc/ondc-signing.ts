import { createHash, sign, verify, type KeyObject } from 'node:crypto';

// Beckn's "Signing Beckn APIs in HTTP" (BECKN-006) as ONDC uses it: the BLAKE2b-512 digest
// of the exact body bytes, a three-line signing string, an ed25519 signature, and an
// HTTP-Signature style Authorization header naming subscriber, key and algorithm.

export const ALGORITHM = 'ed25519';
/** The headers the signing string covers, in Beckn's spelling (ONDC's docs drop the spaces). */
const COVERED = '(created) (expires) digest';
/**
 * How far ahead of our clock a sender's `created` may be. The draft says a signature
 * created in the future is not processed; two honest clocks still differ by a second or two.
 */
export const CLOCK_SKEW_SECONDS = 5;

/** Base64 BLAKE2b-512 of the bytes as sent (a re-serialised body would not match). */
export const bodyDigest = (body: Buffer | string): string =>
  createHash('blake2b512').update(body).digest('base64');

export const signingString = (created: number, expires: number, digest: string): string =>
  `(created): ${created}\n(expires): ${expires}\ndigest: BLAKE-512=${digest}`;

export interface SignatureParams {
  subscriberId: string;
  uniqueKeyId: string;
  algorithm: string;
  created: number;
  expires: number;
  headers: string;
  signature: string;
}

/** The Authorization header for `body`, valid from `created` to `expires` (Unix seconds). */
export function signatureHeader(input: {
  body: Buffer | string;
  subscriberId: string;
  uniqueKeyId: string;
  privateKey: KeyObject;
  created: number;
  expires: number;
}): string {
  const { created, expires } = input;
  const text = signingString(created, expires, bodyDigest(input.body));
  const signature = sign(null, Buffer.from(text), input.privateKey).toString('base64');
  const keyId = `${input.subscriberId}|${input.uniqueKeyId}|${ALGORITHM}`;
  return (
    `Signature keyId="${keyId}",algorithm="${ALGORITHM}",created="${created}",` +
    `expires="${expires}",headers="${COVERED}",signature="${signature}"`
  );
}

const PARAM = /\s*([a-zA-Z]+)\s*=\s*(?:"([^"]*)"|([^,\s]*))\s*(?:,|$)/gy;
const UNIX_SECONDS = /^\d{1,12}$/;

/** Reads a `Signature keyId=…` header; undefined when it is not one we can check. */
export function parseSignatureHeader(header: string | undefined): SignatureParams | undefined {
  const match = /^\s*Signature\s+/i.exec(header ?? '');
  if (!header || !match) return undefined;
  const params = new Map<string, string>();
  PARAM.lastIndex = match[0].length;
  while (PARAM.lastIndex < header.length) {
    const start = PARAM.lastIndex;
    const found = PARAM.exec(header);
    if (!found || PARAM.lastIndex === start) return undefined;
    params.set((found[1] ?? '').toLowerCase(), found[2] ?? found[3] ?? '');
  }
  const [subscriberId, uniqueKeyId, keyAlgorithm, ...rest] = (params.get('keyid') ?? '').split('|');
  const created = params.get('created') ?? '';
  const expires = params.get('expires') ?? '';
  const signature = params.get('signature');
  if (!subscriberId || !uniqueKeyId || !keyAlgorithm || rest.length > 0 || !signature)
    return undefined;
  if (!UNIX_SECONDS.test(created) || !UNIX_SECONDS.test(expires)) return undefined;
  return {
    subscriberId,
    uniqueKeyId,
    // The keyId's algorithm must be the one the header declares (BECKN-006, step 2).
    algorithm: params.get('algorithm') === keyAlgorithm ? keyAlgorithm : '',
    created: Number(created),
    expires: Number(expires),
    headers: params.get('headers') ?? '',
    signature,
  };
}

export type SignatureCheck =
  | { ok: true }
  | { ok: false; reason: 'algorithm' | 'headers' | 'not yet valid' | 'expired' | 'signature' };

const coversBeckn = (headers: string) =>
  headers.replace(/\s+/g, '') === COVERED.replace(/\s+/g, '');

/** Checks a parsed header against the body's bytes and the sender's public key. */
export function checkSignature(
  params: SignatureParams,
  body: Buffer | string,
  publicKey: KeyObject,
  nowSeconds: number,
): SignatureCheck {
  if (params.algorithm !== ALGORITHM) return { ok: false, reason: 'algorithm' };
  if (!coversBeckn(params.headers)) return { ok: false, reason: 'headers' };
  if (params.created > nowSeconds + CLOCK_SKEW_SECONDS || params.expires < params.created)
    return { ok: false, reason: 'not yet valid' };
  if (params.expires < nowSeconds) return { ok: false, reason: 'expired' };
  const signature = Buffer.from(params.signature, 'base64');
  const text = Buffer.from(signingString(params.created, params.expires, bodyDigest(body)));
  let valid = false;
  try {
    valid = signature.length === 64 && verify(null, text, publicKey, signature);
  } catch {
    valid = false;
  }
  return valid ? { ok: true } : { ok: false, reason: 'signature' };
}
