import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { paymentProviders, type PaymentProviderName } from './contract/payment-provider.ts';
import { booleanFlag } from './lib/boolean-flag.ts';
import { niceSetting } from './lib/nice-setting.ts';
import { rateLimitSetting, type RateLimit } from './lib/rate-limit-setting.ts';
import {
  outsideServices,
  outsideServicesEnv,
  outsideServicesRefusal,
  type OutsideServices,
} from './config-outside-services.ts';
import { productionRefusals } from './config-production.ts';
import type { PasswordHashCost } from './lib/password.ts';
import {
  orderLimits,
  orderLimitsEnv,
  orderLimitsRefusal,
  type OrderLimits,
} from './config-order-limits.ts';
import { shopEnv, shopIdentity, type ShopIdentity } from './config-shop.ts';
import { ondcEnv, ondcRefusal, ondcSettings, type OndcSettings } from './config-ondc.ts';
import { workspaceRoot } from './paths.ts';

const DEFAULT_DATABASE_URL = 'sqlite:.data/kirana.sqlite';

const origin = z
  .url({ error: 'must be a URL such as http://localhost:5173' })
  .transform((u) => new URL(u).origin);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATABASE_URL: z
    .string()
    .default(DEFAULT_DATABASE_URL)
    .refine((u) => u.startsWith('sqlite:') || u.startsWith('mysql://'), {
      error: 'must start with sqlite: or mysql://',
    }),
  SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  SELLER_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  SELLER_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  PASSWORD_HASH_COST: z.enum(['standard', 'light']).optional(),
  IMAGE_WORKER_NICE: niceSetting.default(10),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.url().optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_BASE: z.url().optional(),
  STOREFRONT_ORIGIN: origin.default('http://localhost:5173'),
  SELLER_CONSOLE_ORIGIN: origin.default('http://localhost:5174'),
  PUBLIC_API_URL: z.url().optional(),
  UPLOAD_DIR: z.string().default('.data/uploads'),
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'must be json or pretty' }).optional(),
  COOKIE_SECURE: booleanFlag.optional(),
  COOKIE_SAMESITE: z.enum(['lax', 'strict', 'none']).optional(),
  TRUST_PROXY: booleanFlag.default(false),
  TRUST_PROXY_HOPS: z.coerce
    .number({ error: 'must be a whole number from 1 to 10' })
    .int({ error: 'must be a whole number from 1 to 10' })
    .min(1, { error: 'must be a whole number from 1 to 10' })
    .max(10, { error: 'must be a whole number from 1 to 10' })
    .optional(),
  RATE_LIMIT_LOGIN: rateLimitSetting.default({ count: 10, windowSeconds: 15 * 60 }),
  RATE_LIMIT_LOGIN_IP: rateLimitSetting.default({ count: 100, windowSeconds: 24 * 60 * 60 }),
  RATE_LIMIT_REGISTER: rateLimitSetting.default({ count: 30, windowSeconds: 10 * 60 }),
  RATE_LIMIT_NEWSLETTER: rateLimitSetting.default({ count: 5, windowSeconds: 60 * 60 }),
  RATE_LIMIT_PASSWORD_RESET: rateLimitSetting.default({ count: 5, windowSeconds: 60 * 60 }),
  RATE_LIMIT_PASSWORD_RESET_IP: rateLimitSetting.default({ count: 30, windowSeconds: 60 * 60 }),
  ENABLE_TEST_PAYMENTS: booleanFlag.optional(),
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ error: 'must be milliseconds, e.g. 5000' })
    .int()
    .min(0)
    .max(60_000, { error: 'must be at most 60000' })
    .default(0),
  ...outsideServicesEnv,
  ...orderLimitsEnv,
  ...shopEnv,
  ...ondcEnv,
  IMAGE_PUBLIC_BASE_URL: z
    .url({ error: 'must be a URL such as https://cdn.example.com' })
    .optional(),
  PAYMENT_PROVIDER: z
    .enum(paymentProviders, { error: `must be one of: ${paymentProviders.join(', ')}` })
    .optional(),
});

export interface Config extends OutsideServices {
  orderLimits: OrderLimits;
  /** The shop's name and phone, as its emails show them, and its time zone. */
  shop: ShopIdentity;
  /** The shop as an ONDC seller node (config-ondc.ts), or undefined when off. */
  ondc: OndcSettings | undefined;
  env: 'development' | 'production' | 'test';
  host: string | undefined;
  port: number;
  databaseUrl: string;
  sessionSecret: string;
  seller: { email: string; password: string; isDemo: boolean };
  /** scrypt's cost: 'light' only in test runs, which hash thousands of passwords. */
  passwordHashCost: PasswordHashCost;
  /** How much lower (Unix nice) the photo worker runs than the API. */
  imageWorkerNice: number;
  stripe: { secretKey: string; webhookSecret: string; apiBase: string | undefined } | undefined;
  razorpay:
    | { keyId: string; keySecret: string; webhookSecret: string; apiBase: string | undefined }
    | undefined;
  /** Who takes new online payments (PAYMENT_PROVIDER, or Stripe when its keys are set). */
  paymentProvider: PaymentProviderName;
  /** The built-in test payment page is on (the provider is `test`, and not in production). */
  testPayments: boolean;
  storefrontOrigin: string;
  sellerConsoleOrigin: string;
  publicApiUrl: string;
  uploadDir: string;
  /** Base of the image URLs handed out: a CDN in front of the API, or the API itself. */
  imageBaseUrl: string;
  seedDemo: boolean;
  logLevel: NonNullable<z.infer<typeof envSchema>['LOG_LEVEL']>;
  /** `pretty` (development's default) prints readable lines when pino-pretty is installed. */
  logFormat: 'json' | 'pretty';
  cookie: { secure: boolean; sameSite: 'lax' | 'strict' | 'none' };
  /**
   * Reverse proxies in front of the API that append to X-Forwarded-For (0 = none trusted).
   * The client is the address the outermost trusted proxy saw, counted from the right,
   * because everything to its left was written by the client.
   */
  trustProxyHops: number;
  rateLimits: {
    /**
     * Failed sign-ins at one account from one client address. Never per account alone:
     * failures from one address must not lock the owner out everywhere.
     */
    login: RateLimit;
    /** Failed sign-ins from one client address, whatever the accounts (slower, longer). */
    loginAddress: RateLimit;
    /** Registrations, per client address. */
    register: RateLimit;
    /** Newsletter sign-ups, per client address and per email address each. */
    newsletter: RateLimit;
    /** Forgot-password requests per email and client address. */
    passwordReset: RateLimit;
    /** Forgot-password requests and reset attempts per client address. */
    passwordResetAddress: RateLimit;
  };
  /**
   * On SIGTERM, how long to keep serving while /api/health/ready answers 503, so a load
   * balancer stops sending traffic before the process stops listening.
   */
  shutdownDrainMs: number;
}

/** Shown at start-up in development so the seller console can be tried at once. */
export const DEMO_SELLER = { email: 'seller@kirana.test', password: 'kirana-seller-demo' } as const;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(workspaceRoot, path));

function resolveDatabaseUrl(url: string): string {
  if (!url.startsWith('sqlite:')) return url;
  const file = url.slice('sqlite:'.length);
  return file === ':memory:' ? url : `sqlite:${fromRoot(file)}`;
}

/** Development keeps one random secret on disk so sessions survive restarts. */
function developmentSecret(): string {
  const file = fromRoot('.data/session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads and checks the environment once; a bad value stops the start-up with a clear list. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const missing: string[] = [];
  if (production && !e.SESSION_SECRET) missing.push('SESSION_SECRET');
  if (production && (!e.SELLER_EMAIL || !e.SELLER_PASSWORD))
    missing.push('SELLER_EMAIL and SELLER_PASSWORD');
  if (production && !e.DATABASE_URL.startsWith('mysql://'))
    missing.push('a MySQL/MariaDB DATABASE_URL');
  if (missing.length > 0) {
    throw new ConfigError(`Production needs ${missing.join(', ')} to be set.`);
  }
  const refusals = production ? productionRefusals(e, DEMO_SELLER.password) : [];
  if (refusals.length > 0) {
    throw new ConfigError(`Refusing to start in production:\n  ${refusals.join('\n  ')}`);
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither.');
  }
  const paymentProvider = e.PAYMENT_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'test');
  if (paymentProvider === 'stripe' && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError(
      'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to be set.',
    );
  }
  const razorpayKeys = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET];
  if (paymentProvider === 'razorpay' && !razorpayKeys.every(Boolean)) {
    throw new ConfigError(
      'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET to be set.',
    );
  }
  if (razorpayKeys.some(Boolean) && !razorpayKeys.every(Boolean)) {
    throw new ConfigError(
      'Set all of RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET, or none.',
    );
  }
  const limitsRefusal = orderLimitsRefusal(e, paymentProvider);
  if (limitsRefusal) throw new ConfigError(limitsRefusal);
  const servicesRefusal = outsideServicesRefusal(e, production);
  if (servicesRefusal) throw new ConfigError(servicesRefusal);
  const ondcRefused = ondcRefusal(e, production);
  if (ondcRefused) throw new ConfigError(ondcRefused);
  if (e.TRUST_PROXY_HOPS !== undefined && !e.TRUST_PROXY) {
    throw new ConfigError('TRUST_PROXY_HOPS only applies with TRUST_PROXY=true.');
  }
  if (e.PASSWORD_HASH_COST === 'light' && e.NODE_ENV !== 'test') {
    throw new ConfigError('PASSWORD_HASH_COST=light is for test runs only (NODE_ENV=test).');
  }
  if (Boolean(e.SELLER_EMAIL) !== Boolean(e.SELLER_PASSWORD)) {
    throw new ConfigError('Set both SELLER_EMAIL and SELLER_PASSWORD, or neither.');
  }
  const port = e.PORT;
  const publicApiUrl = (e.PUBLIC_API_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port,
    databaseUrl: resolveDatabaseUrl(e.DATABASE_URL),
    sessionSecret: e.SESSION_SECRET ?? developmentSecret(),
    seller:
      e.SELLER_EMAIL && e.SELLER_PASSWORD
        ? { email: e.SELLER_EMAIL.toLowerCase(), password: e.SELLER_PASSWORD, isDemo: false }
        : { ...DEMO_SELLER, isDemo: true },
    passwordHashCost: e.PASSWORD_HASH_COST ?? 'standard',
    imageWorkerNice: e.IMAGE_WORKER_NICE,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE,
          }
        : undefined,
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiBase: e.RAZORPAY_API_BASE,
          }
        : undefined,
    paymentProvider,
    testPayments: paymentProvider === 'test' && (e.ENABLE_TEST_PAYMENTS ?? !production),
    storefrontOrigin: e.STOREFRONT_ORIGIN,
    sellerConsoleOrigin: e.SELLER_CONSOLE_ORIGIN,
    publicApiUrl,
    uploadDir: fromRoot(e.UPLOAD_DIR),
    imageBaseUrl: (e.IMAGE_PUBLIC_BASE_URL ?? publicApiUrl).replace(/\/+$/, ''),
    seedDemo: e.SEED_DEMO ?? !production,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' ? 'pretty' : 'json'),
    cookie: { secure: e.COOKIE_SECURE ?? production, sameSite: e.COOKIE_SAMESITE ?? 'lax' },
    trustProxyHops: e.TRUST_PROXY ? (e.TRUST_PROXY_HOPS ?? 1) : 0,
    rateLimits: {
      login: e.RATE_LIMIT_LOGIN,
      loginAddress: e.RATE_LIMIT_LOGIN_IP,
      register: e.RATE_LIMIT_REGISTER,
      newsletter: e.RATE_LIMIT_NEWSLETTER,
      passwordReset: e.RATE_LIMIT_PASSWORD_RESET,
      passwordResetAddress: e.RATE_LIMIT_PASSWORD_RESET_IP,
    },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    ...outsideServices(e, fromRoot),
    orderLimits: orderLimits(e),
    shop: shopIdentity(e),
    ondc: ondcSettings(e),
  };
}
