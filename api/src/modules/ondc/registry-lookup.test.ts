import { createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  recordFor,
  startFakeRegistry,
  type FakeRegistry,
} from '../../../test/fake-ondc-network.ts';
import type { OndcSettings } from '../../config-ondc.ts';
import { createLogger } from '../../lib/logger.ts';
import { generateOndcKeyPair, privateKeyFromBase64, publicKeyBase64 } from './ondc-keys.ts';
import { checkSignature, parseSignatureHeader } from './ondc-signing.ts';
import { createRegistryLookup, RegistryUnavailable, UNKNOWN_TTL_MS } from './registry-lookup.ts';

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
      lookup.publicKey('bap.one', 'k1'),
      lookup.publicKey('bap.one', 'k1'),
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

    await lookup.publicKey('bap.one', 'k1');
    expect(registry.lookups.length - before).toBe(1);
    clock += 10_001;
    await lookup.publicKey('bap.one', 'k1');
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
    expect(await lookup.publicKey('bap.two', 'old')).toBeUndefined();
    expect(await lookup.publicKey('bap.two', 'gone')).toBeUndefined();
    expect(await lookup.publicKey('bap.two', 'other')).toBeUndefined();
    expect(await lookup.publicKey('bap.two', 'new')).toBeDefined();
    const asked = registry.lookups.length;
    expect(await lookup.publicKey('bap.two', 'other')).toBeUndefined();
    expect(registry.lookups.length).toBe(asked);
    clock += UNKNOWN_TTL_MS + 1;
    await lookup.publicKey('bap.two', 'other');
    expect(registry.lookups.length).toBe(asked + 1);
  });

  it('retries a registry that is down, and says so when it stays down', async () => {
    const key = generateOndcKeyPair().publicKey;
    registry.records.push(recordFor('bap.three', 'k', key, 'BAP'));
    const lookup = createRegistryLookup({ settings, logger, retryDelayMs: () => 10 });
    registry.outage.remaining = 2;
    const before = registry.lookups.length;
    expect(await lookup.publicKey('bap.three', 'k')).toBeDefined();
    expect(registry.lookups.length - before).toBe(3);

    registry.outage.remaining = 3;
    await expect(lookup.publicKey('bap.three', 'other')).rejects.toBeInstanceOf(
      RegistryUnavailable,
    );
    // An outage is not remembered as "no such key".
    expect(await lookup.publicKey('bap.three', 'other')).toBeUndefined();
  });
});
