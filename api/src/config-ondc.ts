import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import { booleanFlag } from './lib/boolean-flag.ts';
import { rateLimitSetting, type RateLimit } from './lib/rate-limit-setting.ts';
import { privateKeyFromBase64, publicKeyBase64 } from './modules/ondc/ondc-keys.ts';

// The shop as a seller node (BPP) on ONDC (docs/ondc.md). Off unless every setting below
// is given; a value given but wrong stops the start-up naming it, as everything else does.

/** A subscriber or key id goes between `|` in the signature's keyId: no `|`, no spaces. */
const idPart = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^[^|\s"]{1,200}$/, { error: `must be ${what} (no spaces, quotes or |)` });

const httpUrl = (example: string) =>
  z
    .url({ error: `must be a URL such as ${example}` })
    .refine((u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol), {
      error: 'must start with https:// (or http:// for a local test)',
    })
    .transform((u) => u.replace(/\/+$/, ''));

const COORDINATE = String.raw`-?\d{1,3}(?:\.\d{1,8})?`;
const GPS = new RegExp(`^\\s*(${COORDINATE})\\s*,\\s*(${COORDINATE})\\s*$`);

export const ondcEnv = {
  ONDC_SUBSCRIBER_ID: idPart(
    'the subscriber id registered with ONDC, e.g. api.shop.example',
  ).optional(),
  ONDC_SUBSCRIBER_URL: httpUrl('https://api.shop.example/ondc').optional(),
  ONDC_UNIQUE_KEY_ID: idPart('the unique key id registered with ONDC').optional(),
  ONDC_SIGNING_PRIVATE_KEY: z
    .string()
    .trim()
    .refine(
      (key) => {
        try {
          privateKeyFromBase64(key);
          return true;
        } catch {
          return false;
        }
      },
      {
        error:
          'must be an ed25519 private key in base64: the 32-byte seed, or seed + public key (64 bytes); `npm run ondc:keys` makes one',
      },
    )
    .optional(),
  ONDC_REGISTRY_URL: httpUrl('https://preprod.registry.ondc.org/v2.0/lookup').optional(),
  ONDC_CITY: z
    .string()
    .trim()
    .regex(/^std:\d{2,6}$/, { error: 'must be an ONDC city code such as std:080' })
    .optional(),
  ONDC_DOMAIN: z
    .string()
    .trim()
    .regex(/^ONDC:[A-Z]{3}\d{2}$/, { error: 'must be an ONDC domain such as ONDC:RET10' })
    .default('ONDC:RET10'),
  ONDC_GPS: z
    .string()
    .transform((gps, ctx) => {
      const match = GPS.exec(gps);
      const [lat, long] = [Number(match?.[1]), Number(match?.[2])];
      if (match && Math.abs(lat) <= 90 && Math.abs(long) <= 180) return `${match[1]},${match[2]}`;
      ctx.addIssue({ code: 'custom', message: 'must be the shop’s "latitude,longitude"' });
      return z.NEVER;
    })
    .optional(),
  /** Where buyer apps pay the shop for orders they collected (ON-ORDER): a UPI address. */
  ONDC_SETTLEMENT_UPI: z
    .string()
    .trim()
    .regex(/^[\w.-]{2,256}@[a-zA-Z][\w.-]{1,63}$/, {
      error: 'must be a UPI address such as sharmastore@okaxis',
    })
    .optional(),
  /** The name on that account (default: the shop's name on its profile). */
  ONDC_SETTLEMENT_NAME: z.string().trim().min(2).max(100).optional(),
  /** Callbacks to 127.0.0.1 and ::1, for a buyer app on this machine in tests; never in production. */
  ONDC_CALLBACKS_TO_LOOPBACK: booleanFlag.default(false),
  /** Requests one buyer app (bap_id) may send, counted across processes when Redis is set. */
  ONDC_RATE_LIMIT: rateLimitSetting.default({ count: 600, windowSeconds: 60 }),
  /**
   * Registry look-ups for keys not known yet, per client address: a made-up keyId costs the
   * node a signed look-up, so a client may not ask for many.
   */
  ONDC_RATE_LIMIT_LOOKUPS: rateLimitSetting.default({ count: 20, windowSeconds: 60 }),
};

type OndcEnv = z.infer<z.ZodObject<typeof ondcEnv>>;

const REQUIRED = [
  'ONDC_SUBSCRIBER_ID',
  'ONDC_SUBSCRIBER_URL',
  'ONDC_UNIQUE_KEY_ID',
  'ONDC_SIGNING_PRIVATE_KEY',
  'ONDC_REGISTRY_URL',
  'ONDC_CITY',
  'ONDC_GPS',
] as const satisfies readonly (keyof OndcEnv)[];

export interface OndcSettings {
  subscriberId: string;
  /** Where buyer apps and gateways reach the receivers (`bpp_uri`), without a trailing /. */
  subscriberUrl: string;
  uniqueKeyId: string;
  privateKey: KeyObject;
  /** The public half, base64 raw bytes: what the registry lists for us. */
  publicKey: string;
  /** The registry's lookup endpoint (POST). */
  registryUrl: string;
  city: string;
  domain: string;
  /** The shop's "lat,long". */
  gps: string;
  /**
   * How buyer apps pay the shop for prepaid orders they collect (ON-ORDER); without it the
   * node takes cash on delivery only.
   */
  settlement: { upi: string; name: string | undefined } | undefined;
  /** Callbacks may go to loopback addresses (tests only). */
  callbacksToLoopback: boolean;
  /** Requests per buyer app. */
  rateLimit: RateLimit;
  /** Registry look-ups of keys not yet known, per client address (and per subscriber id). */
  lookupLimit: RateLimit;
}

/**
 * Why these settings cannot start the API, if they cannot: some set, others not, or, in
 * production, a plain-http address (buyer apps and the registry speak HTTPS only).
 */
export function ondcRefusal(e: OndcEnv, production: boolean): string | undefined {
  const missing = REQUIRED.filter((name) => !e[name]);
  if (missing.length > 0 && missing.length < REQUIRED.length)
    return `ONDC needs all of ${REQUIRED.join(', ')}; missing: ${missing.join(', ')}.`;
  const plain = (['ONDC_SUBSCRIBER_URL', 'ONDC_REGISTRY_URL'] as const).filter((name) =>
    e[name]?.startsWith('http:'),
  );
  if (production && plain.length > 0)
    return `${plain.join(' and ')} must be https:// in production.`;
  if (production && e.ONDC_CALLBACKS_TO_LOOPBACK)
    return 'ONDC_CALLBACKS_TO_LOOPBACK is for tests on one machine, never in production.';
  return undefined;
}

/** The node's settings, or undefined when ONDC is off (none set). */
export function ondcSettings(e: OndcEnv): OndcSettings | undefined {
  const { ONDC_SUBSCRIBER_ID, ONDC_SUBSCRIBER_URL, ONDC_UNIQUE_KEY_ID } = e;
  const { ONDC_SIGNING_PRIVATE_KEY, ONDC_REGISTRY_URL, ONDC_CITY, ONDC_GPS } = e;
  if (
    !ONDC_SUBSCRIBER_ID ||
    !ONDC_SUBSCRIBER_URL ||
    !ONDC_UNIQUE_KEY_ID ||
    !ONDC_SIGNING_PRIVATE_KEY ||
    !ONDC_REGISTRY_URL ||
    !ONDC_CITY ||
    !ONDC_GPS
  )
    return undefined;
  const privateKey = privateKeyFromBase64(ONDC_SIGNING_PRIVATE_KEY);
  return {
    subscriberId: ONDC_SUBSCRIBER_ID,
    subscriberUrl: ONDC_SUBSCRIBER_URL,
    uniqueKeyId: ONDC_UNIQUE_KEY_ID,
    privateKey,
    publicKey: publicKeyBase64(privateKey),
    registryUrl: ONDC_REGISTRY_URL,
    city: ONDC_CITY,
    domain: e.ONDC_DOMAIN,
    gps: ONDC_GPS,
    settlement: e.ONDC_SETTLEMENT_UPI
      ? { upi: e.ONDC_SETTLEMENT_UPI, name: e.ONDC_SETTLEMENT_NAME }
      : undefined,
    callbacksToLoopback: e.ONDC_CALLBACKS_TO_LOOPBACK,
    rateLimit: e.ONDC_RATE_LIMIT,
    lookupLimit: e.ONDC_RATE_LIMIT_LOOKUPS,
  };
}
