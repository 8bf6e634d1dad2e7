import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { generateOndcKeyPair, privateKeyFromBase64 } from '../src/modules/ondc/ondc-keys.ts';
import { signatureHeader } from '../src/modules/ondc/ondc-signing.ts';
import { recordFor, type FakeRegistry } from './fake-ondc-network.ts';

// Hosts a hostile or broken buyer app makes the node call, on loopback: an "internal"
// service that records what reaches it, a host that never answers, one whose answer never
// ends, and one that redirects. And buyer apps the registry lists at any URL.

interface Hit {
  method: string;
  url: string;
  bytes: number;
}

async function listen(server: Server, sockets: Set<Socket>) {
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((done) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => done());
    });
  return { url, close };
}

const drain = (req: IncomingMessage) =>
  new Promise<number>((done) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => done(bytes));
  });

/** Records every request and answers `status` (200 by default). */
export async function startRecorder(answer: { status: number; headers?: Record<string, string> }) {
  const hits: Hit[] = [];
  const server = createServer((req, res) => {
    void drain(req).then((bytes) => {
      hits.push({ method: req.method ?? '', url: req.url ?? '', bytes });
      res.writeHead(answer.status, answer.headers).end('{"message":{"ack":{"status":"ACK"}}}');
    });
  });
  return { hits, ...(await listen(server, new Set())) };
}

/** Takes connections and requests and never answers; counts connections open at once. */
export async function startSilentHost() {
  const stats = { open: 0, mostOpen: 0, requests: 0 };
  const sockets = new Set<Socket>();
  const server = createServer((req) => {
    stats.requests += 1;
    req.resume();
  });
  server.on('connection', (socket) => {
    stats.open += 1;
    stats.mostOpen = Math.max(stats.mostOpen, stats.open);
    socket.on('close', () => (stats.open -= 1));
  });
  return { stats, ...(await listen(server, sockets)) };
}

/** Answers 200 and then writes without end (up to `limit` bytes) until the reader goes. */
export async function startHugeAnswerer(limit = 300 * 1024 * 1024) {
  const stats = { written: 0, closed: false };
  const chunk = Buffer.alloc(64 * 1024, 'x');
  const server = createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.on('close', () => (stats.closed = true));
    const pump = () => {
      while (!res.destroyed && stats.written < limit) {
        stats.written += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      res.end();
    };
    pump();
  });
  return { stats, ...(await listen(server, new Set())) };
}

/** A buyer app the registry lists with `subscriberUrl`, whatever is there, signing as itself. */
export function listedBuyerApp(
  registry: FakeRegistry,
  subscriberId: string,
  subscriberUrl: string,
) {
  const keys = generateOndcKeyPair();
  const ukId = `${subscriberId}-key`;
  registry.records.push(recordFor(subscriberId, ukId, keys.publicKey, 'BAP', subscriberUrl));
  const privateKey = privateKeyFromBase64(keys.privateKey);
  return {
    subscriberId,
    uri: subscriberUrl,
    sign(body: string): string {
      const created = Math.floor(Date.now() / 1000);
      return signatureHeader({
        body,
        subscriberId,
        uniqueKeyId: ukId,
        privateKey,
        created,
        expires: created + 30,
      });
    },
  };
}
