import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './test-app.ts';

export interface StreamMessage {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
  /** When the client had read the whole message (ms since the epoch). */
  receivedAt: number;
}

/**
 * The app on a loopback port: an event stream has to be read as it arrives, which
 * supertest (it waits for the end of the response) cannot do.
 */
export async function listen(app: TestApp): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(app.callback);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Signs in with fetch and returns the session cookie as a Cookie header. */
export async function sessionCookie(url: string, path: string, body: object): Promise<string> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

function parse(block: string): StreamMessage {
  const message: StreamMessage = { receivedAt: Date.now() };
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) message.comment = line.slice(1).trim();
    const match = /^(id|event|data): ?(.*)$/.exec(line);
    if (match) message[match[1] as 'id' | 'event' | 'data'] = match[2];
  }
  return message;
}

/** Reads `GET /api/seller/events` as a browser's EventSource would. */
export async function openEventStream(
  url: string,
  headers: Record<string, string>,
): Promise<{
  status: number;
  messages: StreamMessage[];
  ended: Promise<void>;
  waitFor(match: (m: StreamMessage) => boolean, timeoutMs?: number): Promise<StreamMessage>;
  close(): void;
}> {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/seller/events`, {
    headers: { Accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const messages: StreamMessage[] = [];
  const watchers = new Set<() => void>();
  const ended = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          messages.push(parse(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
          for (const watcher of watchers) watcher();
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: res.status,
    messages,
    ended,
    waitFor(match, timeoutMs = 2_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          watchers.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          watchers.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms`));
        }, timeoutMs);
        watchers.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
