import { createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  recordFor,
  startFakeRegistry,
  type FakeRegistry,
} from '../../../test/fake-ondc-network.ts';
import type { OndcSettings } from '../../config-ondc.ts';
import { createAttemptLimiter } from '../../lib/attempt-limiter.ts';
import { createLogger } from '../../lib/logger.ts';
import { generateOndcKeyPair, privateKeyFromBase64, publicKeyBase64 } from './ondc-keys.ts';
import { checkSignature, parseSignatureHeader } from './ondc-signing.ts';
import {
  createRegistryLookup,
  RegistryUnavailable,
  DOWN_MS,
  UNKNOWN_TTL_MS,
  type RegistryLookup,
} from './registry-lookup.ts';

const keyOf = async (lookup: RegistryLookup, subscriberId: string, ukId: string) =>
  (await lookup.subscriber(subscriberId, ukId))?.key;

const logger = createLogger({ level: 'silent', pretty: false });
let registry: FakeRegistry;
let settings: OndcSettings;

beforeAll(async () => {
  registry = await startFakeRegistry();
  const ours = generateOndcKeyPair();
  const privateKey = privateKeyFromBase64(ours.privateKey);
  settings = {
    subscriberId: 'shop.test',
    subscriberUrl: 'http://shop.test/ondc',
    uniqueKeyId: 'shop-key',
    privateKey,
    publicKey: publicKeyBase64(privateKey),
    registryUrl: registry.url,
    city: 'std:080',
    domain: 'ONDC:RET10',
    gps: '12.9,77.6',
    settlement: undefined,
    callbacksToLoopback: false,
    rateLimit: { count: 600, windowSeconds: 60 },
    lookupLimit: { count: 20, windowSeconds: 60 },
  };
});
afterAll(() => registry.close());

describe('ONDC registry lookup', () => {
  it('asks the registry once per key, signed by us, and keeps the answer for its TTL', async () => {
    const buyer = generateOndcKeyPair();
    registry.records.push(recordFor('bap.one', 'k1', buyer.publicKey, 'BAP'));
    let clock = Date.now();
    const lookup = createRegistryLookup({ settings, logger, now: () => clock, keyTtlMs: 10_000 });
    const before = registry.lookups.length;
    const [a, b] = await Promise.all([
      keyOf(lookup, 'bap.one', 'k1'),
      keyOf(lookup, 'bap.one', 'k1'),
    ]);
    expect(a && publicKeyBase64(a)).toBe(buyer.publicKey);
    expect(b).toBe(a);
    expect(registry.lookups.length - before).toBe(1);
    const asked = registry.lookups.at(-1)!;
    expect(asked).toMatchObject({ subscriber_id: 'bap.one', ukId: 'k1' });
    // The lookup is signed with the shop's key, as the v2.0 lookup asks.
    const params = parseSignatureHeader(asked.authorization)!;
    expect(params.subscriberId).toBe('shop.test');
    expect(params.uniqueKeyId).toBe('shop-key');
    const ourKey = createPublicKey(settings.privateKey);
    expect(checkSignature(params, asked.raw, ourKey, Math.floor(Date.now() / 1000))).toEqual({
      ok: true,
    });

    await keyOf(lookup, 'bap.one', 'k1');
    expect(registry.lookups.length - before).toBe(1);
    clock += 10_001;
    await keyOf(lookup, 'bap.one', 'k1');
    expect(registry.lookups.length - before).toBe(2);
  });

  it('finds no key for another ukId, an expired or unsubscribed record; remembers for a minute', async () => {
    const key = generateOndcKeyPair().publicKey;
    const expired = {
      ...recordFor('bap.two', 'old', key, 'BAP'),
      valid_until: '2020-01-01T00:00:00.000Z',
    };
    const gone = { ...recordFor('bap.two', 'gone', key, 'BAP'), status: 'UNSUBSCRIBED' };
    registry.records.push(expired, gone, recordFor('bap.two', 'new', key, 'BAP'));
    let clock = Date.now();
    const lookup = createRegistryLookup({ settings, logger, now: () => clock });
    expect(await keyOf(lookup, 'bap.two', 'old')).toBeUndefined();
    expect(await keyOf(lookup, 'bap.two', 'gone')).toBeUndefined();
    expect(await keyOf(lookup, 'bap.two', 'other')).toBeUndefined();
    expect(await keyOf(lookup, 'bap.two', 'new')).toBeDefined();
    const asked = registry.lookups.length;
    expect(await keyOf(lookup, 'bap.two', 'other')).toBeUndefined();
    expect(registry.lookups.length).toBe(asked);
    clock += UNKNOWN_TTL_MS + 1;
    await keyOf(lookup, 'bap.two', 'other');
    expect(registry.lookups.length).toBe(asked + 1);
  });

  it('retries a registry that is down, says so when it stays down, and lets it be a moment', async () => {
    const key = generateOndcKeyPair().publicKey;
    registry.records.push(recordFor('bap.three', 'k', key, 'BAP'));
    let clock = Date.now();
    const lookup = createRegistryLookup({
      settings,
      logger,
      now: () => clock,
      retryDelayMs: () => 10,
    });
    registry.outage.remaining = 2;
    const before = registry.lookups.length;
    expect(await keyOf(lookup, 'bap.three', 'k')).toBeDefined();
    expect(registry.lookups.length - before).toBe(3);

    registry.outage.remaining = 3;
    await expect(keyOf(lookup, 'bap.three', 'other')).rejects.toBeInstanceOf(RegistryUnavailable);
    // Thirty requests in the next seconds are told to retry without asking it again.
    const asked = registry.lookups.length;
    const answers = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => keyOf(lookup, 'bap.three', `made-up-${i}`)),
    );
    expect(answers.every((a) => a.status === 'rejected')).toBe(true);
    expect(registry.lookups.length).toBe(asked);
    // An outage is not remembered as "no such key".
    clock += DOWN_MS + 1;
    expect(await keyOf(lookup, 'bap.three', 'other')).toBeUndefined();
    expect(registry.lookups.length).toBe(asked + 1);
  });

  it('looks up keys not known yet at most so often per client and per subscriber', async () => {
    const key = generateOndcKeyPair().publicKey;
    registry.records.push(recordFor('bap.four', 'k', key, 'BAP'));
    /** A lookup whose clients may each look up `count` keys not known yet a minute. */
    const limited = (count: number) =>
      createRegistryLookup({
        settings,
        logger,
        limiter: createAttemptLimiter({
          name: `lookups-${count}`,
          limit: { count, windowSeconds: 60 },
          refusal: () => 'no',
        }),
      });
    const lookup = limited(3);
    const before = registry.lookups.length;
    for (let i = 0; i < 3; i += 1)
      expect(await lookup.subscriber('bap.four', `made-up-${i}`, '203.0.113.9')).toBeUndefined();
    await expect(lookup.subscriber('bap.four', 'made-up-9', '203.0.113.9')).rejects.toMatchObject({
      status: 429,
    });
    // Another client naming another subscriber is not held back by that one.
    expect(await keyOf(lookup, 'bap.four.other', 'k')).toBeUndefined();
    expect(registry.lookups.length - before).toBe(4);
    // A key already known costs no look-up and is not counted.
    const known = limited(1);
    for (let i = 0; i < 5; i += 1)
      expect(await known.subscriber('bap.four', 'k', '203.0.113.9')).toBeDefined();
  });
});
