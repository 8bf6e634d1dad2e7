import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../../test/capture-logs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Real sockets: supertest opens a server per request, so it cannot show a broken keep-alive. */
function send(
  agent: Agent,
  port: number,
  method: string,
  path: string,
  body?: Buffer,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { agent, port, host: '127.0.0.1', method, path, headers: { ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      },
    );
    req.on('error', reject);
    // Write the whole body even if the answer comes first, as a real client would.
    req.end(body);
  });
}

describe('body limits and bodyless answers', () => {
  let app: TestApp;
  let server: Server;
  let port: number;
  const logs = captureLogs();
  const logLines = logs.lines;
  beforeAll(async () => {
    app = await createTestApp('sqlite', {
      logger: logs.logger,
      env: { STRIPE_SECRET_KEY: 'sk_test_limits', STRIPE_WEBHOOK_SECRET: 'whsec_limits' },
    });
    server = createServer(app.callback).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await app.close();
  });

  it.each([
    ['/api/stripe/webhook', { 'Stripe-Signature': 't=1,v1=x', 'Content-Type': 'application/json' }],
    ['/api/user/login', { 'Content-Type': 'application/json' }],
  ])(
    'answers a 2 MB body to %s with a logged JSON 413 and keeps the connection usable',
    async (path, headers) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const big = Buffer.alloc(2 * 1024 * 1024, 'a');
      const answer = await send(agent, port, 'POST', path, big, headers);
      expect(answer.status).toBe(413);
      expect(answer.headers['content-type']).toMatch(/application\/json/);
      expect(JSON.parse(answer.body)).toEqual({
        success: false,
        message: 'The request is too large.',
      });
      // The next request on the same keep-alive connection is answered normally.
      const next = await send(agent, port, 'GET', '/api/health');
      expect(next.status).toBe(200);
      agent.destroy();
      const logged = logLines.map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(logged).toContainEqual(expect.objectContaining({ path, status: 413, level: 40 }));
    },
  );

  it('answers 405 with the JSON envelope and the allowed methods', async () => {
    const agent = new Agent();
    const answer = await send(agent, port, 'DELETE', '/api/product/list');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toContain('GET');
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      message: 'This method is not allowed here.',
    });
  });
});
