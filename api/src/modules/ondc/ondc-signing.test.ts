import { describe, expect, it } from 'vitest';
import {
  generateOndcKeyPair,
  OndcKeyError,
  privateKeyFromBase64,
  publicKeyBase64,
  publicKeyFromBase64,
} from './ondc-keys.ts';
import {
  bodyDigest,
  checkSignature,
  parseSignatureHeader,
  signatureHeader,
  signingString,
} from './ondc-signing.ts';

// The worked example of BECKN-006, "Signing Beckn APIs in HTTP" (beckn/protocol-specifications,
// docs/BECKN-006-Signing-Beckn-APIs-In-HTTP-Draft-01.md, titled Draft 04, commit f4da105):
// "Step 1 : BAP signs request and calls BG". ONDC's developer-docs
// (registry/signing-verification.md) repeat the same body, keys, digest and signature.
const EXAMPLE = {
  body: '{"context":{"domain":"nic2004:60212","country":"IND","city":"Kochi","action":"search","core_version":"0.9.1","bap_id":"bap.stayhalo.in","bap_uri":"https://8f9f-49-207-209-131.ngrok.io/protocol/","transaction_id":"e6d9f908-1d26-4ff3-a6d1-3af3d3721054","message_id":"a2fe6d52-9fe4-4d1a-9d0b-dccb8b48522d","timestamp":"2022-01-04T09:17:55.971Z","ttl":"P1M"},"message":{"intent":{"fulfillment":{"start":{"location":{"gps":"10.108768, 76.347517"}},"end":{"location":{"gps":"10.102997, 76.353480"}}}}}}',
  publicKey: 'awGPjRK6i/Vg/lWr+0xObclVxlwZXvTjWYtlu6NeOHk=',
  privateKey:
    'lP3sHA+9gileOkXYJXh4Jg8tK0gEEMbf9yCPnFpbldhrAY+NErqL9WD+Vav7TE5tyVXGXBle9ONZi2W7o144eQ==',
  digest:
    'b6lf6lRgOweajukcvcLsagQ2T60+85kRh/Rd2bdS+TG/5ALebOEgDJfyCrre/1+BMu5nA94o4DT3pTFXuUg7sw==',
  created: 1641287875,
  expires: 1641291475,
  signature:
    'cjbhP0PFyrlSCNszJM1F/YmHDVAWsZqJUPzojnE/7TJU3fJ/rmIlgaUHEr5E0/2PIyf0tpSnWtT6cyNNlpmoAQ==',
  header:
    'Signature keyId="example-bap.com|ae3ea24b-cfec-495e-81f8-044aaef164ac|ed25519",algorithm="ed25519",created="1641287875",expires="1641291475",headers="(created) (expires) digest",signature="cjbhP0PFyrlSCNszJM1F/YmHDVAWsZqJUPzojnE/7TJU3fJ/rmIlgaUHEr5E0/2PIyf0tpSnWtT6cyNNlpmoAQ=="',
};
const DURING = EXAMPLE.created + 60;

describe('ONDC signing (BECKN-006)', () => {
  it('hashes with BLAKE2b-512 as the draft shows', () => {
    expect(bodyDigest('The quick brown fox jumps over the lazy dog')).toBe(
      'qK3Uvd39k+SHfSdG5igXsRY2Sh+nvBSNlQkLxzM7NnP4JAHPeqLkyx7NkCluPxTLVBP47Xe+cwRbE5FM3NapGA==',
    );
    expect(bodyDigest(EXAMPLE.body)).toBe(EXAMPLE.digest);
  });

  it('reproduces the worked example byte for byte', () => {
    expect(signingString(EXAMPLE.created, EXAMPLE.expires, EXAMPLE.digest)).toBe(
      `(created): 1641287875\n(expires): 1641291475\ndigest: BLAKE-512=${EXAMPLE.digest}`,
    );
    const privateKey = privateKeyFromBase64(EXAMPLE.privateKey);
    expect(publicKeyBase64(privateKey)).toBe(EXAMPLE.publicKey);
    const header = signatureHeader({
      body: EXAMPLE.body,
      subscriberId: 'example-bap.com',
      uniqueKeyId: 'ae3ea24b-cfec-495e-81f8-044aaef164ac',
      privateKey,
      created: EXAMPLE.created,
      expires: EXAMPLE.expires,
    });
    expect(header).toBe(EXAMPLE.header);
  });

  it('verifies the example with the public key the registry would give', () => {
    const params = parseSignatureHeader(EXAMPLE.header);
    expect(params).toMatchObject({
      subscriberId: 'example-bap.com',
      uniqueKeyId: 'ae3ea24b-cfec-495e-81f8-044aaef164ac',
      algorithm: 'ed25519',
      created: EXAMPLE.created,
      expires: EXAMPLE.expires,
      signature: EXAMPLE.signature,
    });
    const key = publicKeyFromBase64(EXAMPLE.publicKey);
    expect(checkSignature(params!, Buffer.from(EXAMPLE.body), key, DURING)).toEqual({ ok: true });
  });

  it('accepts ONDC’s spelling of the header (spaces after commas, no spaces in headers)', () => {
    const ondc = EXAMPLE.header
      .replace(/",/g, '", ')
      .replace('(created) (expires) digest', '(created)(expires)digest');
    const params = parseSignatureHeader(ondc);
    const key = publicKeyFromBase64(EXAMPLE.publicKey);
    expect(checkSignature(params!, EXAMPLE.body, key, DURING)).toEqual({ ok: true });
  });

  it('refuses a tampered body, another key, an expired or future signature', () => {
    const params = parseSignatureHeader(EXAMPLE.header)!;
    const key = publicKeyFromBase64(EXAMPLE.publicKey);
    const tampered = EXAMPLE.body.replace('Kochi', 'Kochy');
    expect(checkSignature(params, tampered, key, DURING)).toEqual({
      ok: false,
      reason: 'signature',
    });
    // The same bytes with one more space: parsed alike, signed differently.
    expect(checkSignature(params, `${EXAMPLE.body} `, key, DURING).ok).toBe(false);
    const other = publicKeyFromBase64(generateOndcKeyPair().publicKey);
    expect(checkSignature(params, EXAMPLE.body, other, DURING)).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(checkSignature(params, EXAMPLE.body, key, EXAMPLE.expires + 1)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(checkSignature(params, EXAMPLE.body, key, EXAMPLE.created - 60)).toEqual({
      ok: false,
      reason: 'not yet valid',
    });
    // Moving `expires` later is a different signing string: the signature no longer holds.
    const stretched = parseSignatureHeader(EXAMPLE.header.replace('1641291475', '1941291475'))!;
    expect(checkSignature(stretched, EXAMPLE.body, key, DURING).ok).toBe(false);
  });

  it('refuses headers it cannot check', () => {
    const key = publicKeyFromBase64(EXAMPLE.publicKey);
    expect(parseSignatureHeader(undefined)).toBeUndefined();
    expect(parseSignatureHeader('Bearer abc')).toBeUndefined();
    expect(parseSignatureHeader(EXAMPLE.header.replace('|ed25519"', '"'))).toBeUndefined();
    expect(parseSignatureHeader(EXAMPLE.header.replace('"1641287875"', '"soon"'))).toBeUndefined();
    const otherAlgorithm = parseSignatureHeader(
      EXAMPLE.header.replace('algorithm="ed25519"', 'algorithm="rsa-sha256"'),
    )!;
    expect(checkSignature(otherAlgorithm, EXAMPLE.body, key, DURING)).toEqual({
      ok: false,
      reason: 'algorithm',
    });
    const fewerHeaders = parseSignatureHeader(
      EXAMPLE.header.replace('(created) (expires) digest', 'digest'),
    )!;
    expect(checkSignature(fewerHeaders, EXAMPLE.body, key, DURING).ok).toBe(false);
  });

  it('reads private keys as a 32-byte seed or 64-byte seed + public key', () => {
    const pair = generateOndcKeyPair();
    const full = privateKeyFromBase64(pair.privateKey);
    const seedOnly = privateKeyFromBase64(
      Buffer.from(pair.privateKey, 'base64').subarray(0, 32).toString('base64'),
    );
    expect(publicKeyBase64(full)).toBe(pair.publicKey);
    expect(publicKeyBase64(seedOnly)).toBe(pair.publicKey);
    const mismatched = Buffer.concat([
      Buffer.from(pair.privateKey, 'base64').subarray(0, 32),
      Buffer.from(EXAMPLE.publicKey, 'base64'),
    ]).toString('base64');
    expect(() => privateKeyFromBase64(mismatched)).toThrow(OndcKeyError);
    expect(() => privateKeyFromBase64('c2hvcnQ=')).toThrow(OndcKeyError);
    expect(() => publicKeyFromBase64('not base64!')).toThrow(OndcKeyError);
  });
});
