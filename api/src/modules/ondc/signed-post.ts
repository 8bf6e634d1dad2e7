import type { OndcSettings } from '../../config-ondc.ts';
import { signatureHeader } from './ondc-signing.ts';

/**
 * POSTs these exact bytes to another node, signed as this subscriber (BECKN-006): what the
 * callbacks to buyer apps and the registry lookups both send.
 */
export function signedPost(
  settings: Pick<OndcSettings, 'subscriberId' | 'uniqueKeyId' | 'privateKey'>,
  request: { url: string; body: string; created: number; lifeSeconds: number; timeoutMs: number },
): Promise<Response> {
  const { url, body, created, lifeSeconds, timeoutMs } = request;
  return fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: signatureHeader({
        body,
        subscriberId: settings.subscriberId,
        uniqueKeyId: settings.uniqueKeyId,
        privateKey: settings.privateKey,
        created,
        expires: created + lifeSeconds,
      }),
    },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
}
