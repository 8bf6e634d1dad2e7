import type { KeyObject } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { OndcSettings } from '../../config-ondc.ts';
import type { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import type { Logger } from '../../lib/logger.ts';
import { OndcKeyError, publicKeyFromBase64 } from './ondc-keys.ts';
import { signedPost } from './signed-post.ts';

// The registry's lookup (developer-docs, registry/Onboarding of Participants.md, "v2.0/lookup"):
// a signed POST of filters, answered with the matching subscriber records, each with its
// ukId, signing_public_key and validity. A key is asked for once, then kept for a while.

/** One record of the answer; other fields (br_id, encr_public_key, city…) are not needed. */
const recordSchema = z.looseObject({
  subscriber_id: z.string(),
  ukId: z.string().optional(),
  unique_key_id: z.string().optional(),
  signing_public_key: z.string(),
  subscriber_url: z.string().optional(),
  valid_from: z.string().optional(),
  valid_until: z.string().optional(),
  status: z.string().optional(),
});
const answerSchema = z.array(z.unknown());

/** A known key is kept this long (the registry is asked again after), at most until it ends. */
export const KEY_TTL_MS = 60 * 60 * 1000;
/**
 * An unknown key is remembered as unknown this long: a flood of requests naming made-up
 * keys then costs the registry one lookup each per minute, not one per request.
 */
export const UNKNOWN_TTL_MS = 60 * 1000;
/**
 * After a look-up failed every attempt, the registry is taken as down this long: requests
 * meanwhile are told to retry without asking it again (thirty requests, not ninety tries).
 */
export const DOWN_MS = 10_000;
const ATTEMPTS = 3;
const ATTEMPT_TIMEOUT_MS = 3000;
const SIGNATURE_LIFE_SECONDS = 60;

export class RegistryUnavailable extends Error {
  override name = 'RegistryUnavailable';
}

/** What the registry lists for a subscriber's key. */
export interface Subscriber {
  key: KeyObject;
  /** Where its callbacks go (`subscriber_url`), when the record gives one. */
  subscriberUrl: string | undefined;
}

interface Entry {
  found: Subscriber | null;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const timeOf = (text: string | undefined) => (text ? Date.parse(text) : NaN);

export function createRegistryLookup(deps: {
  settings: OndcSettings;
  logger: Logger;
  now?: () => number;
  keyTtlMs?: number;
  /** The wait before retry n (1, 2): default 250 ms, 1 s. */
  retryDelayMs?: (attempt: number) => number;
  /**
   * Counts look-ups of keys not known yet per client address and per subscriber id; a
   * client past its share is refused (429) before the registry is asked.
   */
  limiter?: AttemptLimiter;
}) {
  const { settings, logger } = deps;
  const now = deps.now ?? Date.now;
  const keyTtlMs = deps.keyTtlMs ?? KEY_TTL_MS;
  const retryDelay = deps.retryDelayMs ?? ((attempt: number) => (attempt === 1 ? 250 : 1000));

  async function askOnce(body: string): Promise<unknown> {
    const created = Math.floor(now() / 1000);
    const response = await signedPost(settings, {
      url: settings.registryUrl,
      body,
      created,
      lifeSeconds: SIGNATURE_LIFE_SECONDS,
      timeoutMs: ATTEMPT_TIMEOUT_MS,
    });
    if (response.status >= 500 || response.status === 429)
      throw new RegistryUnavailable(`the registry answered ${response.status}`);
    // A 4xx is an answer, not an outage: nothing to find for this key.
    if (!response.ok) return [];
    return response.json();
  }

  let downUntil = 0;

  /** The registry's records for this key; RegistryUnavailable once every attempt failed. */
  async function ask(subscriberId: string, ukId: string): Promise<unknown> {
    if (now() < downUntil) throw new RegistryUnavailable('the registry was down a moment ago');
    const body = JSON.stringify({
      subscriber_id: subscriberId,
      ukId,
      country: 'IND',
      domain: settings.domain,
    });
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await askOnce(body);
      } catch (err) {
        if (attempt >= ATTEMPTS) {
          downUntil = now() + DOWN_MS;
          logger.warn({ err, subscriberId, ukId }, 'ONDC registry lookup failed');
          throw err instanceof RegistryUnavailable
            ? err
            : new RegistryUnavailable('the registry could not be reached');
        }
        await sleep(retryDelay(attempt));
      }
    }
  }

  /** The record's key if it is this one, valid now and not unsubscribed. */
  function keyIn(answer: unknown, subscriberId: string, ukId: string) {
    const records = answerSchema.safeParse(answer);
    const time = now();
    for (const item of records.success ? records.data : []) {
      const record = recordSchema.safeParse(item);
      if (!record.success) continue;
      const r = record.data;
      if (r.subscriber_id !== subscriberId || (r.ukId ?? r.unique_key_id) !== ukId) continue;
      if (timeOf(r.valid_from) > time || !(timeOf(r.valid_until) > time)) continue;
      if (r.status && r.status.toUpperCase() !== 'SUBSCRIBED') continue;
      try {
        const key = publicKeyFromBase64(r.signing_public_key);
        return { key, subscriberUrl: r.subscriber_url, until: timeOf(r.valid_until) };
      } catch (err) {
        if (err instanceof OndcKeyError) continue;
        throw err;
      }
    }
    return undefined;
  }

  const cache = new LRUCache<string, Entry>({
    max: 5000,
    ttlResolution: 0,
    perf: { now },
    // Concurrent requests naming one key share one lookup (fetch coalesces them).
    fetchMethod: async (cacheKey, _stale, { options }) => {
      const [subscriberId = '', ukId = ''] = JSON.parse(cacheKey) as string[];
      const found = keyIn(await ask(subscriberId, ukId), subscriberId, ukId);
      options.ttl = found ? Math.max(1, Math.min(keyTtlMs, found.until - now())) : UNKNOWN_TTL_MS;
      return { found: found ? { key: found.key, subscriberUrl: found.subscriberUrl } : null };
    },
  });

  return {
    /**
     * The subscriber's public key for `ukId` and its URL as the registry lists them now;
     * undefined when the registry has no valid key of that id. Throws RegistryUnavailable
     * when it could not be asked (a 5xx or no answer, after retries, or a moment after):
     * the caller answers "try again", not "no"; a 429 AppError when `client` has asked for
     * too many keys not known yet.
     */
    async subscriber(
      subscriberId: string,
      ukId: string,
      client = '',
    ): Promise<Subscriber | undefined> {
      const cacheKey = JSON.stringify([subscriberId, ukId]);
      if (!cache.has(cacheKey))
        await deps.limiter?.take([`client:${client}`, `subscriber:${subscriberId}`]);
      const entry = await cache.fetch(cacheKey);
      return entry?.found ?? undefined;
    },
    /** Forgets what was looked up (a key rotated before its time). */
    clear: () => cache.clear(),
  };
}

export type RegistryLookup = ReturnType<typeof createRegistryLookup>;
