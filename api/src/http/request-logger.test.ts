import Koa from 'koa';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { captureLogs } from '../../test/capture-logs.ts';
import type { AppExtras, AppState } from './context.ts';
import { requestLogger, type RequestLoggerOptions } from './request-logger.ts';

/** A Koa app logging at `info`, as the API does by default, answering `status`. */
function appWith(options: RequestLoggerOptions, status = 200) {
  const logs = captureLogs();
  const app = new Koa<AppState, AppExtras>();
  app.context.log = logs.logger;
  app.use(requestLogger(options));
  app.use((ctx) => {
    ctx.status = status;
    ctx.body = { ok: status < 400 };
  });
  const messages = () => logs.lines.map((l) => JSON.parse(l) as { msg: string; path: string });
  return { server: app.callback(), messages };
}

describe('request lines', () => {
  it('stay out of a development log at info, so the start-up banner stays on screen', async () => {
    const { server, messages } = appWith({ routineLevel: 'debug' });
    await request(server).get('/api/product/list').expect(200);
    expect(messages()).toEqual([]);
  });

  it('are one line per request in production', async () => {
    const { server, messages } = appWith({ routineLevel: 'info' });
    await request(server).get('/api/product/list?secret=1').expect(200);
    expect(messages()).toMatchObject([{ msg: 'request', path: '/api/product/list' }]);
  });

  it('still show server errors and slow requests in development', async () => {
    const failing = appWith({ routineLevel: 'debug' }, 503);
    await request(failing.server).get('/api/health').expect(503);
    expect(failing.messages()).toMatchObject([{ msg: 'server error', path: '/api/health' }]);
    // Every request counts as slow past a threshold of 0 ms.
    const slow = appWith({ routineLevel: 'debug', slowMs: 0 });
    await request(slow.server).get('/api/product/list').expect(200);
    expect(slow.messages()).toMatchObject([{ msg: 'slow request' }]);
  });
});
