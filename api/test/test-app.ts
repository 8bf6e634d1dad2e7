import { mkdtempSync, rmSync } from 'node:fs';
import { createPasswordHasher } from '../src/lib/password.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApp } from '../src/app.ts';
import { createImageProcessor, type ImageProcessor } from '../src/images/image-processor.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createLogger, type Logger } from '../src/lib/logger.ts';
import { createSellerService } from '../src/modules/seller/seller.service.ts';
import type { ServiceOptions } from '../src/services.ts';
import { createDb } from '../src/db/knex.ts';
import { createTestDatabase, type DbKind, type TestDatabase } from './test-databases.ts';

export const SELLER = { email: 'owner@kirana.test', password: 'seller-password-1' } as const;
export const STOREFRONT = 'http://localhost:5173';
export const SELLER_CONSOLE = 'http://localhost:5174';

export interface TestApp {
  database: TestDatabase;
  config: Config;
  /** The settings it was made with, as an environment (for a process of its own, say). */
  env: NodeJS.ProcessEnv;
  callback: ReturnType<ReturnType<typeof createApp>['callback']>;
  services: ReturnType<typeof createApp>['context']['services'];
  /** A cookie-keeping client, like one browser. */
  agent(): ReturnType<typeof request.agent>;
  close(): Promise<void>;
}

export interface TestAppOptions extends ServiceOptions {
  env?: NodeJS.ProcessEnv;
  logger?: Logger;
  /**
   * Another API process on that app's database: its own connections and caches, the same
   * data and uploads. Closing it leaves the database to its owner.
   */
  sameDatabaseAs?: TestApp;
}

/**
 * One photo processor, and so one worker process, for every app a test worker makes: an
 * app's own would start a process of its own (a second of CPU each, 138 per run).
 */
let sharedProcessor: ImageProcessor | undefined;

export async function createTestApp(kind: DbKind, options: TestAppOptions = {}): Promise<TestApp> {
  const owner = options.sameDatabaseAs;
  const database: TestDatabase = owner
    ? { ...owner.database, db: createDb(owner.database.url), drop: async () => undefined }
    : await createTestDatabase(kind);
  const uploadDir = owner?.config.uploadDir ?? mkdtempSync(join(tmpdir(), 'kirana-uploads-'));
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-hmac-0123',
    SELLER_EMAIL: SELLER.email,
    SELLER_PASSWORD: SELLER.password,
    UPLOAD_DIR: uploadDir,
    PUBLIC_API_URL: 'http://api.kirana.test',
    STOREFRONT_ORIGIN: STOREFRONT,
    SELLER_CONSOLE_ORIGIN: SELLER_CONSOLE,
    SEED_DEMO: 'false',
    // Every test signs up and in from one address; tests of the throttles set their own
    // (or `undefined` for the defaults).
    RATE_LIMIT_LOGIN: '1000/1m',
    RATE_LIMIT_LOGIN_IP: '1000/1m',
    RATE_LIMIT_REGISTER: '1000/1m',
    RATE_LIMIT_ORDERS: '1000/1m',
    RATE_LIMIT_PASSWORD_RESET: '1000/1m',
    RATE_LIMIT_PASSWORD_RESET_IP: '1000/1m',
    // Thousands of passwords are hashed per run; a test of the real cost sets 'standard'.
    PASSWORD_HASH_COST: 'light',
    ...options.env,
  };
  const config = loadConfig(env);
  await createSellerService(
    database.db,
    createPasswordHasher({ cost: config.passwordHashCost }),
  ).ensure(SELLER.email, SELLER.password);
  const logger = options.logger ?? createLogger({ level: 'silent', pretty: false });
  const app = createApp({
    config,
    db: database.db,
    logger,
    // Tests sign many shoppers up at once; both cores may hash.
    options: {
      ...options,
      passwordHashing: options.passwordHashing ?? { concurrency: 2 },
      // At normal priority: at nice 10 beside a suite that keeps every core busy, the worker
      // gets next to no CPU and a photo takes seconds.
      imageProcessor:
        options.imageProcessor ?? (sharedProcessor ??= createImageProcessor({ nice: 0 })),
    },
  });
  const callback = app.callback();
  return {
    database,
    config,
    env,
    callback,
    services: app.context.services,
    agent: () => request.agent(callback),
    close: async () => {
      await app.context.services.close();
      if (owner) {
        await database.db.destroy();
        return;
      }
      await database.drop();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
