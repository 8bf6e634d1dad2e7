import {
  ACK,
  nack,
  ondcRequestSchema,
  type BecknError,
  type OndcAck,
} from '../../contract/ondc.ts';
import type { OndcSettings } from '../../config-ondc.ts';
import type { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { AppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { ANSWERED_ACTIONS } from './ondc-answers.ts';
import { checkContext } from './ondc-context.ts';
import type { OndcMessages } from './ondc-messages.ts';
import { checkSignature, parseSignatureHeader, type SignatureParams } from './ondc-signing.ts';
import { RegistryUnavailable, type RegistryLookup, type Subscriber } from './registry-lookup.ts';
import { isUnder } from './subscriber-url.ts';

// What happens to a request before it is acknowledged, in this order: the signature (and a
// gateway's, when one forwarded it) against the registry's key, the buyer app's share of
// requests, the JSON, the context (its bap_uri under the subscriber_url the registry lists,
// since callbacks go there), and last the message id, which is recorded with the callback
// it owes in one transaction. Any refusal writes nothing.

/** Who sent a request: its signature headers and the client's address. */
export interface Sender {
  authorization?: string | undefined;
  gateway?: string | undefined;
  /** The client's IP address (registry look-ups are limited per address). */
  client: string;
}

export interface Answer {
  status: number;
  body: OndcAck;
  headers?: Record<string, string>;
}

const invalidSignature = (
  settings: OndcSettings,
  message: string,
  /** A gateway's signature is answered with Proxy-Authenticate (BECKN-006, step 4). */
  header: 'WWW-Authenticate' | 'Proxy-Authenticate' = 'WWW-Authenticate',
): Answer => ({
  status: 401,
  body: nack({ type: 'POLICY-ERROR', code: '30016', message }),
  // BECKN-006: a signature refused is a 401 naming what we expect.
  headers: {
    [header]: `Signature realm="${settings.subscriberId}",headers="(created) (expires) digest"`,
  },
});

const refused = (status: number, error: BecknError): Answer => ({ status, body: nack(error) });

const tooMany = (what: string, seconds: string | undefined): Answer => ({
  ...refused(429, { type: 'POLICY-ERROR', code: '50000', message: `${what}; please retry later` }),
  ...(seconds ? { headers: { 'Retry-After': seconds } } : {}),
});

const isTooMany = (err: unknown): err is AppError => err instanceof AppError && err.status === 429;
const retryAfterOf = (err: AppError) => err.headers['Retry-After'];

export function createOndcReceiver(deps: {
  settings: OndcSettings;
  lookup: RegistryLookup;
  messages: OndcMessages;
  logger: Logger;
  /** Told after a request is recorded, so its callback goes out at once. */
  recorded: () => void;
  /** Each buyer app's share of requests (ONDC_RATE_LIMIT). */
  buyerApps: AttemptLimiter;
  now?: () => number;
}) {
  const { settings, lookup, messages } = deps;
  const now = deps.now ?? Date.now;

  /** The signer as the registry lists it, or why the header does not sign these bytes. */
  async function signer(
    params: SignatureParams,
    raw: Buffer,
    client: string,
  ): Promise<Subscriber | string> {
    const found = await lookup.subscriber(params.subscriberId, params.uniqueKeyId, client);
    if (!found) return 'the registry lists no valid key of this keyId';
    const check = checkSignature(params, raw, found.key, Math.floor(now() / 1000));
    return check.ok ? found : `signature ${check.reason}`;
  }

  async function verify(
    raw: Buffer,
    headers: Sender,
  ): Promise<{ params: SignatureParams; subscriber: Subscriber } | Answer> {
    const params = parseSignatureHeader(headers.authorization);
    if (!params) return invalidSignature(settings, 'a Signature Authorization header is required');
    const gateway = headers.gateway ? parseSignatureHeader(headers.gateway) : undefined;
    if (headers.gateway && !gateway)
      return invalidSignature(
        settings,
        'X-Gateway-Authorization is not a Signature header',
        'Proxy-Authenticate',
      );
    try {
      const subscriber = await signer(params, raw, headers.client);
      if (typeof subscriber === 'string') return invalidSignature(settings, subscriber);
      const gatewaySigner = gateway && (await signer(gateway, raw, headers.client));
      if (typeof gatewaySigner === 'string')
        return invalidSignature(settings, `gateway ${gatewaySigner}`, 'Proxy-Authenticate');
      return { params, subscriber };
    } catch (err) {
      if (isTooMany(err)) return tooMany('too many keys looked up', retryAfterOf(err));
      if (!(err instanceof RegistryUnavailable)) throw err;
      return refused(503, {
        type: 'CORE-ERROR',
        code: '31001',
        message: 'the registry could not be asked for the key; please retry',
      });
    }
  }

  /** Takes one of the buyer app's requests; an answer when it has none left. */
  async function share(bapId: string): Promise<Answer | undefined> {
    try {
      await deps.buyerApps.take([bapId]);
      return undefined;
    } catch (err) {
      if (!isTooMany(err)) throw err;
      return tooMany('too many requests from this buyer app', retryAfterOf(err));
    }
  }

  return {
    /** The answer to a POST /ondc/<action> with these raw bytes and headers. */
    async receive(action: string, raw: Buffer, sender: Sender): Promise<Answer> {
      const verified = await verify(raw, sender);
      if ('status' in verified) return verified;
      const over = await share(verified.params.subscriberId);
      if (over) return over;
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        json = undefined;
      }
      const parsed = ondcRequestSchema.safeParse(json);
      if (!parsed.success) {
        const path = parsed.error.issues[0]?.path.join('.') ?? '';
        return refused(400, {
          type: 'JSON-SCHEMA-ERROR',
          code: '30000',
          message: `the request does not have a valid context and message${path ? ` (${path})` : ''}`,
        });
      }
      const { context } = parsed.data;
      // The signer speaks for the buyer app the context names, not for another.
      if (verified.params.subscriberId !== context.bap_id)
        return invalidSignature(settings, 'the request is not signed by its bap_id');
      // Callbacks go to bap_uri: only where the registry says this buyer app lives.
      if (!isUnder(context.bap_uri, verified.subscriber.subscriberUrl))
        return refused(400, {
          type: 'CONTEXT-ERROR',
          code: '30000',
          message: 'context.bap_uri is not under the subscriber_url the registry lists for bap_id',
        });
      const checked = checkContext(context, action, settings, now());
      if (!checked.ok) return refused(400, checked.error);
      if (!ANSWERED_ACTIONS.has(action))
        return refused(400, {
          type: 'DOMAIN-ERROR',
          code: '40001',
          message: `${action} is not supported by this seller node yet`,
        });
      const recorded = await messages.receive({
        action,
        bapId: context.bap_id,
        bapUri: context.bap_uri,
        transactionId: context.transaction_id,
        messageId: context.message_id,
        raw: raw.toString('utf8'),
        ttlSeconds: checked.freshness.ttlSeconds,
        deadlineAt: checked.freshness.deadlineAt,
      });
      if (!recorded)
        return refused(400, {
          type: 'CONTEXT-ERROR',
          code: '30000',
          message: 'this message_id was already received',
        });
      deps.recorded();
      return { status: 200, body: ACK };
    },
  };
}

export type OndcReceiver = ReturnType<typeof createOndcReceiver>;
