import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_SELLER, loadConfig } from './config.ts';
import { generateOndcKeyPair } from './modules/ondc/ondc-keys.ts';

// Production refuses a secret of few different characters; this one is random-looking.
const secret = 'Kx7fQ2mZpL9wR4tY8vB3nC6hJ1sD5gE0';

describe('configuration', () => {
  it('has working development defaults: embedded SQLite, demo seller, demo catalogue', () => {
    const config = loadConfig({ NODE_ENV: 'development', SESSION_SECRET: secret });
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toMatch(/^sqlite:\/.*\.data\/kirana\.sqlite$/);
    expect(config.seller).toEqual({ ...DEMO_SELLER, isDemo: true });
    expect(config.seedDemo).toBe(true);
    expect(config.publicApiUrl).toBe('http://localhost:4000');
    expect(config.storefrontOrigin).toBe('http://localhost:5173');
    expect(config.sellerConsoleOrigin).toBe('http://localhost:5174');
    expect(config.cookie).toEqual({ secure: false, sameSite: 'lax' });
    expect(config.stripe).toBeUndefined();
  });

  it('refuses to start in production without a secret, a database and the seller', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET.*SELLER_EMAIL and SELLER_PASSWORD.*DATABASE_URL/,
    );
  });

  it('in production uses Secure cookies and no demo data by default', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: secret,
      DATABASE_URL: 'mysql://kirana:pw@db:3306/kirana',
      SELLER_EMAIL: 'Owner@Shop.example',
      SELLER_PASSWORD: 'long-password',
    });
    expect(config.cookie.secure).toBe(true);
    expect(config.seedDemo).toBe(false);
    expect(config.testPayments).toBe(false);
    expect(config.logLevel).toBe('info');
    expect(config.seller).toEqual({
      email: 'owner@shop.example',
      password: 'long-password',
      isDemo: false,
    });
  });

  describe('refuses weak production settings, naming each', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: secret,
      DATABASE_URL: 'mysql://kirana:pw@db:3306/kirana',
      SELLER_EMAIL: 'owner@shop.example',
      SELLER_PASSWORD: 'long-password',
    };
    it.each([
      [{ SESSION_SECRET: 'a'.repeat(64) }, /SESSION_SECRET: must be random/],
      [{ SESSION_SECRET: 'changeme'.repeat(5) }, /SESSION_SECRET: must be random/],
      [{ SELLER_PASSWORD: 'eight-ch' }, /SELLER_PASSWORD: must be at least 12 characters/],
      [{ SELLER_PASSWORD: DEMO_SELLER.password }, /SELLER_PASSWORD: must not be the demo/],
      [
        { COOKIE_SAMESITE: 'none', COOKIE_SECURE: 'false' },
        /COOKIE_SAMESITE=none needs Secure cookies/,
      ],
    ])('%j', (env, message) => {
      expect(() => loadConfig({ ...production, ...env })).toThrow(ConfigError);
      expect(() => loadConfig({ ...production, ...env })).toThrow(message);
    });

    it('lists every refusal at once', () => {
      expect(() =>
        loadConfig({ ...production, SESSION_SECRET: 'a'.repeat(40), SELLER_PASSWORD: 'short-pw' }),
      ).toThrow(/SESSION_SECRET[^]*SELLER_PASSWORD/);
    });

    it('accepts random secrets, SameSite=None with Secure, and the weak ones outside production', () => {
      for (const random of [
        'f3a9c2e7b1d04a6f8e2c9b7a5d3f1e0c',
        'q8ZJ0v3b_kR2xW9mT6yP1nL4sH7cF5dG-aE0uI3oK8Y',
      ])
        expect(loadConfig({ ...production, SESSION_SECRET: random }).sessionSecret).toBe(random);
      expect(loadConfig({ ...production, COOKIE_SAMESITE: 'none' }).cookie).toEqual({
        secure: true,
        sameSite: 'none',
      });
      const development = {
        SESSION_SECRET: 'a'.repeat(40),
        SELLER_EMAIL: 'owner@shop.example',
        SELLER_PASSWORD: DEMO_SELLER.password,
        COOKIE_SAMESITE: 'none',
      };
      expect(loadConfig(development).seller.password).toBe(DEMO_SELLER.password);
    });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ DATABASE_URL: 'postgres://x' }, /DATABASE_URL: must start with sqlite: or mysql:\/\//],
    [{ STOREFRONT_ORIGIN: 'not a url' }, /STOREFRONT_ORIGIN/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET: must be at least 32 characters/],
    [{ SELLER_EMAIL: 'a@b.example' }, /both SELLER_EMAIL and SELLER_PASSWORD/],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO/],
    [{ RATE_LIMIT_LOGIN: '10' }, /RATE_LIMIT_LOGIN: must be count\/window, such as 10\/15m/],
    [{ RATE_LIMIT_REGISTER: '0/10m' }, /RATE_LIMIT_REGISTER: must be count\/window/],
    [{ RATE_LIMIT_LOGIN: '10/15y' }, /RATE_LIMIT_LOGIN/],
    [{ RATE_LIMIT_LOGIN_IP: '100' }, /RATE_LIMIT_LOGIN_IP: must be count\/window/],
    [{ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '0' }, /TRUST_PROXY_HOPS: must be a whole number/],
    [{ TRUST_PROXY_HOPS: '2' }, /TRUST_PROXY_HOPS only applies with TRUST_PROXY=true/],
    [{ LOG_FORMAT: 'yaml' }, /LOG_FORMAT: must be json or pretty/],
    [{ PAYMENT_PROVIDER: 'paypal' }, /PAYMENT_PROVIDER: must be one of: test, stripe, razorpay/],
    [
      { PAYMENT_PROVIDER: 'stripe' },
      /PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    ],
    [
      { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_x' },
      /PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET/,
    ],
    [{ RAZORPAY_KEY_SECRET: 'secret' }, /Set all of RAZORPAY_KEY_ID/],
  ])('names the bad variable in %j', (env, message) => {
    expect(() => loadConfig({ SESSION_SECRET: secret, ...env })).toThrow(message);
  });

  it('normalises origins and the public URL', () => {
    const config = loadConfig({
      SESSION_SECRET: secret,
      STOREFRONT_ORIGIN: 'https://shop.example.com/',
      PUBLIC_API_URL: 'https://api.example.com/',
    });
    expect(config.storefrontOrigin).toBe('https://shop.example.com');
    expect(config.publicApiUrl).toBe('https://api.example.com');
  });

  it('reads throttles as count/window and proxy hops, with defaults', () => {
    const defaults = loadConfig({ SESSION_SECRET: secret });
    expect(defaults.rateLimits).toEqual({
      login: { count: 10, windowSeconds: 900 },
      loginAddress: { count: 100, windowSeconds: 86_400 },
      register: { count: 30, windowSeconds: 600 },
      newsletter: { count: 5, windowSeconds: 3600 },
      passwordReset: { count: 5, windowSeconds: 3600 },
      passwordResetAddress: { count: 30, windowSeconds: 3600 },
    });
    expect(defaults.trustProxyHops).toBe(0);
    const set = loadConfig({
      SESSION_SECRET: secret,
      RATE_LIMIT_LOGIN: '5/30s',
      RATE_LIMIT_LOGIN_IP: '50/1h',
      RATE_LIMIT_REGISTER: '100/1h',
      RATE_LIMIT_NEWSLETTER: '3/1d',
      RATE_LIMIT_PASSWORD_RESET: '2/30m',
      RATE_LIMIT_PASSWORD_RESET_IP: '9/1h',
      TRUST_PROXY: 'true',
    });
    expect(set.rateLimits).toEqual({
      login: { count: 5, windowSeconds: 30 },
      loginAddress: { count: 50, windowSeconds: 3600 },
      register: { count: 100, windowSeconds: 3600 },
      newsletter: { count: 3, windowSeconds: 86_400 },
      passwordReset: { count: 2, windowSeconds: 1800 },
      passwordResetAddress: { count: 9, windowSeconds: 3600 },
    });
    expect(set.trustProxyHops).toBe(1);
    expect(
      loadConfig({ SESSION_SECRET: secret, TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' })
        .trustProxyHops,
    ).toBe(2);
  });

  it('logs readable lines in development and JSON lines elsewhere, unless LOG_FORMAT says', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: secret,
      DATABASE_URL: 'mysql://kirana:pw@db:3306/kirana',
      SELLER_EMAIL: 'owner@shop.example',
      SELLER_PASSWORD: 'long-password',
    };
    expect(loadConfig({ NODE_ENV: 'development', SESSION_SECRET: secret }).logFormat).toBe(
      'pretty',
    );
    expect(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: secret }).logFormat).toBe('json');
    expect(loadConfig(production).logFormat).toBe('json');
    expect(
      loadConfig({ NODE_ENV: 'development', SESSION_SECRET: secret, LOG_FORMAT: 'json' }).logFormat,
    ).toBe('json');
    expect(loadConfig({ ...production, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  });

  it('picks the payment provider: Stripe when its keys are set, else the test page, or as told', () => {
    const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    const none = loadConfig({ SESSION_SECRET: secret });
    expect([none.paymentProvider, none.testPayments]).toEqual(['test', true]);
    const stripe = loadConfig({ SESSION_SECRET: secret, ...stripeKeys });
    expect([stripe.paymentProvider, stripe.testPayments]).toEqual(['stripe', false]);
    // Keys kept (earlier Stripe orders can still be settled and refunded), test page chosen.
    const told = loadConfig({ SESSION_SECRET: secret, ...stripeKeys, PAYMENT_PROVIDER: 'test' });
    expect([told.paymentProvider, told.testPayments, Boolean(told.stripe)]).toEqual([
      'test',
      true,
      true,
    ]);
  });

  it('sends email through SMTP_URL, or writes .eml files under MAIL_OUTBOX_DIR without it', () => {
    const dev = loadConfig({ NODE_ENV: 'development', SESSION_SECRET: secret });
    expect(dev.mail.smtpUrl).toBeUndefined();
    expect(dev.mail.outboxDir).toMatch(/\/\.data\/outbox$/);
    expect(dev.mail.sellerNotify).toBeUndefined();
    const configured = loadConfig({
      SESSION_SECRET: secret,
      SMTP_URL: 'smtp://user:pass@smtp.example.com:587',
      MAIL_FROM: 'Kirana <orders@shop.example>',
      SELLER_NOTIFY_EMAIL: 'owner@shop.example, packer@shop.example',
    });
    expect(configured.mail).toMatchObject({
      smtpUrl: 'smtp://user:pass@smtp.example.com:587',
      from: 'Kirana <orders@shop.example>',
      sellerNotify: ['owner@shop.example', 'packer@shop.example'],
    });
    expect(() => loadConfig({ SESSION_SECRET: secret, SMTP_URL: 'http://mail.example' })).toThrow(
      /SMTP_URL: must start with smtp:\/\/ or smtps:\/\//,
    );
    expect(() =>
      loadConfig({ SESSION_SECRET: secret, SELLER_NOTIFY_EMAIL: 'owner, x@y.z' }),
    ).toThrow(/SELLER_NOTIFY_EMAIL/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: secret,
        DATABASE_URL: 'mysql://kirana:pw@db:3306/kirana',
        SELLER_EMAIL: 'owner@shop.example',
        SELLER_PASSWORD: 'long-password',
        SMTP_URL: 'smtp://smtp.example.com:587',
      }),
    ).toThrow('SMTP_URL needs MAIL_FROM, the address your emails come from.');
  });

  it('hashes passwords at the standard cost; the light one only in test runs', () => {
    expect(loadConfig({ SESSION_SECRET: secret }).passwordHashCost).toBe('standard');
    const light = { SESSION_SECRET: secret, PASSWORD_HASH_COST: 'light' };
    expect(loadConfig({ ...light, NODE_ENV: 'test' }).passwordHashCost).toBe('light');
    expect(() => loadConfig(light)).toThrow('PASSWORD_HASH_COST=light is for test runs only');
    expect(() =>
      loadConfig({
        ...light,
        NODE_ENV: 'production',
        DATABASE_URL: 'mysql://kirana:pw@db:3306/kirana',
        SELLER_EMAIL: 'owner@shop.example',
        SELLER_PASSWORD: 'long-password',
      }),
    ).toThrow('PASSWORD_HASH_COST=light is for test runs only');
  });

  it('sends email from a worker process unless MAIL_WORKER=inline', () => {
    expect(loadConfig({ SESSION_SECRET: secret }).mail.worker).toBe('process');
    const inline = loadConfig({ SESSION_SECRET: secret, MAIL_WORKER: 'inline' });
    expect(inline.mail.worker).toBe('inline');
    expect(() => loadConfig({ SESSION_SECRET: secret, MAIL_WORKER: 'thread' })).toThrow(
      /MAIL_WORKER: must be process or inline/,
    );
  });

  it('keeps the shop’s days in SHOP_TIME_ZONE (default Asia/Kolkata), an IANA zone', () => {
    expect(loadConfig({ SESSION_SECRET: secret, SHOP_TIME_ZONE: 'Asia/Dubai' }).shop.timeZone).toBe(
      'Asia/Dubai',
    );
    for (const zone of ['India', 'Asia/Bangalore', 'Mars/Olympus', ''])
      expect(() => loadConfig({ SESSION_SECRET: secret, SHOP_TIME_ZONE: zone })).toThrow(
        /SHOP_TIME_ZONE: must be an IANA time zone such as Asia\/Kolkata/,
      );
  });

  it('names the shop in emails: SHOP_NAME (default Kirana) and an Indian mobile SHOP_PHONE', () => {
    expect(loadConfig({ SESSION_SECRET: secret }).shop).toEqual({
      name: 'Kirana',
      phone: undefined,
      timeZone: 'Asia/Kolkata',
    });
    expect(loadConfig({ SESSION_SECRET: secret }).mail.from).toBe('no-reply@localhost');
    for (const phone of ['9845012345', '98450 12345', '+91 98450 12345', '+91-98450-12345'])
      expect(
        loadConfig({ SESSION_SECRET: secret, SHOP_NAME: ' Sharma Stores ', SHOP_PHONE: phone })
          .shop,
      ).toMatchObject({ name: 'Sharma Stores', phone: '+919845012345' });
    for (const phone of ['12345', '0984501234', '+1 415 555 0100', '+91 98450 1234', 'call me'])
      expect(() => loadConfig({ SESSION_SECRET: secret, SHOP_PHONE: phone })).toThrow(
        /SHOP_PHONE: must be an Indian mobile number: 10 digits, optionally after \+91/,
      );
    for (const name of ['', '   ', 'x'.repeat(61), 'Two\nlines'])
      expect(() => loadConfig({ SESSION_SECRET: secret, SHOP_NAME: name })).toThrow(
        /SHOP_NAME: must be the shop's name, 1 to 60 characters/,
      );
  });

  it('reads Redis, the bucket, the image base and the drain time, refusing bad values', () => {
    const base = { SESSION_SECRET: secret, PUBLIC_API_URL: 'https://api.shop.example' };
    const plain = loadConfig(base);
    expect(plain.redis).toBeUndefined();
    expect(plain.bucket).toBeUndefined();
    expect(plain.imageBaseUrl).toBe('https://api.shop.example');
    expect(plain.shutdownDrainMs).toBe(0);
    const full = loadConfig({
      ...base,
      REDIS_URL: 'redis://:pw@redis.internal:6379',
      S3_BUCKET: 'kirana-photos',
      S3_REGION: 'ap-south-1',
      S3_FORCE_PATH_STYLE: 'true',
      IMAGE_PUBLIC_BASE_URL: 'https://cdn.shop.example/',
      SHUTDOWN_DRAIN_MS: '5000',
    });
    expect(full.redis).toEqual({ url: 'redis://:pw@redis.internal:6379', prefix: 'kirana' });
    expect(full.bucket).toMatchObject({
      bucket: 'kirana-photos',
      region: 'ap-south-1',
      forcePathStyle: true,
    });
    expect(full.imageBaseUrl).toBe('https://cdn.shop.example');
    expect(full.shutdownDrainMs).toBe(5000);
    expect(() => loadConfig({ ...base, REDIS_URL: 'http://redis' })).toThrow(
      /REDIS_URL: must start with redis:\/\/ or rediss:\/\//,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.',
    );
    expect(() => loadConfig({ ...base, SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });

  it('turns ONDC on only with every setting, refusing a partial or wrong one by name', () => {
    const base = { SESSION_SECRET: secret };
    expect(loadConfig(base).ondc).toBeUndefined();
    const pair = generateOndcKeyPair();
    const ondc = {
      ONDC_SUBSCRIBER_ID: 'api.shop.example',
      ONDC_SUBSCRIBER_URL: 'https://api.shop.example/ondc/',
      ONDC_UNIQUE_KEY_ID: 'key-1',
      ONDC_SIGNING_PRIVATE_KEY: pair.privateKey,
      ONDC_REGISTRY_URL: 'https://preprod.registry.ondc.org/v2.0/lookup',
      ONDC_CITY: 'std:080',
      ONDC_GPS: '12.967555, 77.749666',
    };
    const on = loadConfig({ ...base, ...ondc }).ondc;
    expect(on).toMatchObject({
      subscriberId: 'api.shop.example',
      subscriberUrl: 'https://api.shop.example/ondc',
      uniqueKeyId: 'key-1',
      publicKey: pair.publicKey,
      city: 'std:080',
      domain: 'ONDC:RET10',
      gps: '12.967555,77.749666',
      settlement: undefined,
    });
    // Prepaid orders only with a UPI address to be paid at.
    const paid = loadConfig({
      ...base,
      ...ondc,
      ONDC_SETTLEMENT_UPI: 'sharmastore@okaxis',
      ONDC_SETTLEMENT_NAME: 'Sharma General Store',
    }).ondc?.settlement;
    expect(paid).toEqual({ upi: 'sharmastore@okaxis', name: 'Sharma General Store' });
    expect(() => loadConfig({ ...base, ...ondc, ONDC_SETTLEMENT_UPI: 'sharma store' })).toThrow(
      /ONDC_SETTLEMENT_UPI: must be a UPI address/,
    );
    // The 32-byte seed alone is the same key.
    const seed = Buffer.from(pair.privateKey, 'base64').subarray(0, 32).toString('base64');
    expect(loadConfig({ ...base, ...ondc, ONDC_SIGNING_PRIVATE_KEY: seed }).ondc?.publicKey).toBe(
      pair.publicKey,
    );
    expect(() => loadConfig({ ...base, ...ondc, ONDC_CITY: undefined })).toThrow(
      /ONDC needs all of .*missing: ONDC_CITY\./,
    );
    const wrong: [string, string, RegExp][] = [
      ['ONDC_SIGNING_PRIVATE_KEY', 'c2hvcnQ=', /ONDC_SIGNING_PRIVATE_KEY: must be an ed25519/],
      ['ONDC_CITY', 'Bengaluru', /ONDC_CITY: must be an ONDC city code/],
      ['ONDC_GPS', '12.9,', /ONDC_GPS: must be the shop/],
      ['ONDC_GPS', '95,77.7', /ONDC_GPS: must be the shop/],
      ['ONDC_DOMAIN', 'grocery', /ONDC_DOMAIN: must be an ONDC domain/],
      ['ONDC_SUBSCRIBER_URL', 'ftp://x.example', /ONDC_SUBSCRIBER_URL: must start with https/],
      ['ONDC_REGISTRY_URL', 'registry', /ONDC_REGISTRY_URL: must be a URL/],
      ['ONDC_UNIQUE_KEY_ID', 'key|1', /ONDC_UNIQUE_KEY_ID: must be the unique key id/],
    ];
    for (const [name, value, message] of wrong)
      expect(() => loadConfig({ ...base, ...ondc, [name]: value })).toThrow(message);
    // A local test may use http://; production may not.
    const local = { ...ondc, ONDC_REGISTRY_URL: 'http://127.0.0.1:9000/v2.0/lookup' };
    expect(loadConfig({ ...base, ...local }).ondc?.registryUrl).toBe(local.ONDC_REGISTRY_URL);
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: secret,
      DATABASE_URL: 'mysql://kirana:pw@db.internal:3306/kirana',
      SELLER_EMAIL: 'owner@shop.example',
      SELLER_PASSWORD: 'a-long-seller-password-9',
    };
    expect(() => loadConfig({ ...production, ...local })).toThrow(
      'ONDC_REGISTRY_URL must be https:// in production.',
    );
    expect(loadConfig({ ...production, ...ondc }).ondc?.subscriberId).toBe('api.shop.example');
    // Callbacks to loopback are for a buyer app on this machine in tests, never in production.
    expect(loadConfig({ ...base, ...ondc, ONDC_CALLBACKS_TO_LOOPBACK: '1' }).ondc).toMatchObject({
      callbacksToLoopback: true,
    });
    expect(() => loadConfig({ ...production, ...ondc, ONDC_CALLBACKS_TO_LOOPBACK: '1' })).toThrow(
      'ONDC_CALLBACKS_TO_LOOPBACK is for tests on one machine, never in production.',
    );
    expect(() => loadConfig({ ...base, ...ondc, ONDC_RATE_LIMIT: 'lots' })).toThrow(
      /ONDC_RATE_LIMIT: must be count\/window/,
    );
    expect(loadConfig({ ...base, ...ondc }).ondc).toMatchObject({
      callbacksToLoopback: false,
      rateLimit: { count: 600, windowSeconds: 60 },
      lookupLimit: { count: 20, windowSeconds: 60 },
    });
  });
});
