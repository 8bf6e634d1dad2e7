import type { Agent } from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import { signInSeller } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import type { DbKind } from './test-databases.ts';

/**
 * A test app on `kind` and its signed-in seller for the describe block that calls this,
 * closed after it; read them once the block's tests run (`ctx.app`, `ctx.seller`).
 */
export function sellerAppFor(kind: DbKind): { app: TestApp; seller: Agent } {
  const ctx = {} as { app: TestApp; seller: Agent };
  beforeAll(async () => {
    ctx.app = await createTestApp(kind);
    ctx.seller = await signInSeller(ctx.app);
  });
  afterAll(() => ctx.app.close());
  return ctx;
}
