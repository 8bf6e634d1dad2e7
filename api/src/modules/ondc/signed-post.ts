import type { OndcSettings } from '../../config-ondc.ts';
import { signatureHeader } from './ondc-signing.ts';

type Signer = Pick<OndcSettings, 'subscriberId' | 'uniqueKeyId' | 'privateKey'>;

/** The headers that sign these exact bytes as this subscriber (BECKN-006). */
export function signedHeaders(
  settings: Signer,
  body: string,
  created: number,
  lifeSeconds: number,
): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    Authorization: signatureHeader({
      body,
      subscriberId: settings.subscriberId,
      uniqueKeyId: settings.uniqueKeyId,
      privateKey: settings.privateKey,
      created,
      expires: created + lifeSeconds,
    }),
  };
}

/**
 * POSTs these exact bytes to the registry, signed as this subscriber: an address the shop
 * configured itself (callbacks to buyer apps go through callback-post.ts instead).
 */
export function signedPost(
  settings: Signer,
  request: { url: string; body: string; created: number; lifeSeconds: number; timeoutMs: number },
): Promise<Response> {
  const { url, body, created, lifeSeconds, timeoutMs } = request;
  return fetch(url, {
    method: 'POST',
    headers: signedHeaders(settings, body, created, lifeSeconds),
    body,
    redirect: 'error',
    signal: AbortSignal.timeout(timeoutMs),
  });
}
