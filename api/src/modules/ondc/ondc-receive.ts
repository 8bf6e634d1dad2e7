import {
  ACK,
  nack,
  ondcRequestSchema,
  type BecknError,
  type OndcAck,
} from '../../contract/ondc.ts';
import type { OndcSettings } from '../../config-ondc.ts';
import type { Logger } from '../../lib/logger.ts';
import { ANSWERED_ACTIONS } from './ondc-answers.ts';
import { checkContext } from './ondc-context.ts';
import type { OndcMessages } from './ondc-messages.ts';
import { checkSignature, parseSignatureHeader, type SignatureParams } from './ondc-signing.ts';
import { RegistryUnavailable, type RegistryLookup } from './registry-lookup.ts';

// What happens to a request before it is acknowledged, in this order: the signature (and a
// gateway's, when one forwarded it) against the registry's key, the JSON, the context, and
// last the message id, which is recorded with the callback it owes in one transaction. Any
// refusal writes nothing.

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

export function createOndcReceiver(deps: {
  settings: OndcSettings;
  lookup: RegistryLookup;
  messages: OndcMessages;
  logger: Logger;
  /** Told after a request is recorded, so its callback goes out at once. */
  recorded: () => void;
  now?: () => number;
}) {
  const { settings, lookup, messages } = deps;
  const now = deps.now ?? Date.now;

  /** Why the header does not sign these bytes, or undefined when it does. */
  async function signatureProblem(
    params: SignatureParams,
    raw: Buffer,
  ): Promise<string | undefined> {
    const key = await lookup.publicKey(params.subscriberId, params.uniqueKeyId);
    if (!key) return 'the registry lists no valid key of this keyId';
    const check = checkSignature(params, raw, key, Math.floor(now() / 1000));
    return check.ok ? undefined : `signature ${check.reason}`;
  }

  async function verify(
    raw: Buffer,
    headers: { authorization?: string; gateway?: string },
  ): Promise<SignatureParams | Answer> {
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
      const problem = await signatureProblem(params, raw);
      if (problem) return invalidSignature(settings, problem);
      const gatewayProblem = gateway && (await signatureProblem(gateway, raw));
      if (gatewayProblem)
        return invalidSignature(settings, `gateway ${gatewayProblem}`, 'Proxy-Authenticate');
    } catch (err) {
      if (!(err instanceof RegistryUnavailable)) throw err;
      return refused(503, {
        type: 'CORE-ERROR',
        code: '31001',
        message: 'the registry could not be asked for the key; please retry',
      });
    }
    return params;
  }

  return {
    /** The answer to a POST /ondc/<action> with these raw bytes and headers. */
    async receive(
      action: string,
      raw: Buffer,
      headers: { authorization?: string; gateway?: string },
    ): Promise<Answer> {
      const verified = await verify(raw, headers);
      if ('status' in verified) return verified;
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
      if (verified.subscriberId !== context.bap_id)
        return invalidSignature(settings, 'the request is not signed by its bap_id');
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
