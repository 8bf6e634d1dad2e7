import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createLogger } from './logger.ts';

function prettyLogger() {
  const lines: string[] = [];
  const sink = { write: (text: string) => lines.push(stripVTControlCharacters(text)) };
  return { lines, logger: createLogger({ level: 'info', pretty: true }, sink) };
}

describe('pretty logs', () => {
  let app: TestApp;
  const { lines, logger } = prettyLogger();
  beforeAll(async () => {
    app = await createTestApp('sqlite', { logger });
  });
  afterAll(() => app.close());

  it('shows a request as one short line', async () => {
    await app.agent().get('/api/product/list?q=x').expect(200);
    const line = lines.find((l) => l.includes('/api/product/list'));
    expect(line).toMatch(/INFO.*: GET \/api\/product\/list 200 \d+(\.\d+)?ms\n$/);
    expect(line).not.toMatch(/requestId|ip:/);
  });

  it('keeps the fields of other lines and any message besides "request"', () => {
    logger.info({ products: 3 }, 'demo catalogue loaded');
    logger.warn(
      { requestId: 'r1', method: 'POST', path: '/api/product/add', status: 413, ms: 2, ip: '::1' },
      'request body too large',
    );
    const tail = lines.slice(-2).join('');
    expect(tail).toMatch(/demo catalogue loaded\n\s+products: 3\n/);
    expect(tail).toMatch(/WARN.*: POST \/api\/product\/add 413 2ms request body too large\n$/);
  });

  it('still redacts what must never be logged', () => {
    logger.info({ password: 'very-secret-42' }, 'oops');
    expect(lines.at(-1)).not.toContain('very-secret-42');
  });
});
