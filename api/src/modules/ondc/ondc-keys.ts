import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';

// ONDC's registry holds ed25519 keys as raw bytes in base64 (32 for a public key); private
// keys are handed around either as the 32-byte seed or, as libsodium writes them, as the
// 64-byte seed followed by the public key. Node wants DER, so the raw bytes get the fixed
// PKCS#8 / SPKI headers for Ed25519 (RFC 8410) in front.
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_ED25519 = Buffer.from('302a300506032b6570032100', 'hex');

export class OndcKeyError extends Error {
  override name = 'OndcKeyError';
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function rawBytes(base64: string, what: string): Buffer {
  const text = base64.trim();
  if (!BASE64.test(text)) throw new OndcKeyError(`${what} is not base64`);
  return Buffer.from(text, 'base64');
}

/** A base64 public key as the registry lists it (32 raw bytes). */
export function publicKeyFromBase64(base64: string): KeyObject {
  const raw = rawBytes(base64, 'the public key');
  if (raw.length !== 32) throw new OndcKeyError('the public key must be 32 bytes');
  return createPublicKey({ key: Buffer.concat([SPKI_ED25519, raw]), format: 'der', type: 'spki' });
}

/** The raw 32 bytes of a public key, base64: what the registry is given. */
export const publicKeyBase64 = (key: KeyObject): string =>
  (key.type === 'public' ? key : createPublicKey(key))
    .export({ format: 'der', type: 'spki' })
    .subarray(SPKI_ED25519.length)
    .toString('base64');

/**
 * A base64 private key: the 32-byte seed, or seed + public key (64 bytes), in which case
 * the public half must be the seed's, so a pasted pair that does not belong together is
 * refused rather than signing with a key the registry does not know.
 */
export function privateKeyFromBase64(base64: string): KeyObject {
  const raw = rawBytes(base64, 'the private key');
  if (raw.length !== 32 && raw.length !== 64)
    throw new OndcKeyError(
      'the private key must be 32 bytes (seed) or 64 bytes (seed + public key)',
    );
  const key = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519, raw.subarray(0, 32)]),
    format: 'der',
    type: 'pkcs8',
  });
  if (raw.length === 64 && publicKeyBase64(key) !== raw.subarray(32).toString('base64'))
    throw new OndcKeyError('the last 32 bytes of the private key are not its public key');
  return key;
}

/** A new pair, both as ONDC writes them: the private key as seed + public key (64 bytes). */
export function generateOndcKeyPair(): { privateKey: string; publicKey: string } {
  const { privateKey } = generateKeyPairSync('ed25519');
  const seed = privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(PKCS8_ED25519.length);
  const publicKey = publicKeyBase64(privateKey);
  return {
    privateKey: Buffer.concat([seed, Buffer.from(publicKey, 'base64')]).toString('base64'),
    publicKey,
  };
}
