import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  generateOndcKeyPair,
  privateKeyFromBase64,
  publicKeyFromBase64,
} from '../src/modules/ondc/ondc-keys.ts';
import {
  checkSignature,
  parseSignatureHeader,
  signatureHeader,
  type SignatureCheck,
} from '../src/modules/ondc/ondc-signing.ts';

// The ONDC network around Kirana, on loopback: a registry answering lookups from its own
// records, and a buyer app (BAP) with its own keys that signs requests and receives the
// callbacks, checking Kirana's signature on each against the registry's record.

export interface RegistryRecord {
  subscriber_id: string;
  ukId: string;
  signing_public_key: string;
  valid_from: string;
  valid_until: string;
  type: 'BAP' | 'BPP' | 'BG';
  status?: string;
  /** Where the subscriber takes callbacks: a request's bap_uri must be under it. */
  subscriber_url?: string;
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((done, fail) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => done(Buffer.concat(chunks)));
    req.on('error', fail);
  });

const listen = (server: Server) =>
  new Promise<string>((done) =>
    server.listen(0, '127.0.0.1', () =>
      done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

const YEAR = 365 * 24 * 3600 * 1000;

export const recordFor = (
  subscriberId: string,
  ukId: string,
  publicKey: string,
  type: RegistryRecord['type'],
  subscriberUrl?: string,
): RegistryRecord => ({
  ...(subscriberUrl ? { subscriber_url: subscriberUrl } : {}),
  subscriber_id: subscriberId,
  ukId,
  signing_public_key: publicKey,
  valid_from: new Date(Date.now() - YEAR).toISOString(),
  valid_until: new Date(Date.now() + YEAR).toISOString(),
  type,
  status: 'SUBSCRIBED',
});

/** A registry: POST with filters, answered with its records (as /v2.0/lookup does). */
export async function startFakeRegistry() {
  const records: RegistryRecord[] = [];
  const lookups: {
    subscriber_id?: string;
    ukId?: string;
    authorization?: string;
    raw: string;
  }[] = [];
  /** Answer 503 to this many lookups first (the registry is down). */
  const outage = { remaining: 0 };
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const filters = JSON.parse(body.toString('utf8')) as {
        subscriber_id?: string;
        ukId?: string;
      };
      lookups.push({ ...filters, authorization: req.headers.authorization, raw: body.toString() });
      if (outage.remaining > 0) {
        outage.remaining -= 1;
        res.writeHead(503).end();
        return;
      }
      const found = records.filter(
        (r) =>
          (!filters.subscriber_id || r.subscriber_id === filters.subscriber_id) &&
          (!filters.ukId || r.ukId === filters.ukId),
      );
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(found));
    });
  });
  const url = `${await listen(server)}/v2.0/lookup`;
  return {
    url,
    records,
    lookups,
    outage,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export type FakeRegistry = Awaited<ReturnType<typeof startFakeRegistry>>;

export interface Callback {
  action: string;
  body: Record<string, unknown> & {
    context: Record<string, unknown>;
    message: Record<string, unknown>;
  };
  raw: Buffer;
  /** Kirana's signature checked against the registry's key for the keyId it names. */
  signature: SignatureCheck | { ok: false; reason: 'no header' | 'unknown key' };
  keyId: string | undefined;
}

/** A buyer app: its keys (listed in `registry`), signed requests, and a callback server. */
export async function startFakeBuyerApp(registry: FakeRegistry, subscriberId = 'buyer.test') {
  const keys = generateOndcKeyPair();
  const ukId = 'bap-key-1';
  const privateKey = privateKeyFromBase64(keys.privateKey);
  const callbacks: Callback[] = [];
  const waiters: (() => void)[] = [];
  /** Answer 503 to this many callbacks first (the buyer app is down). */
  const outage = { remaining: 0 };
  const server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      if (outage.remaining > 0) {
        outage.remaining -= 1;
        res.writeHead(503).end();
        return;
      }
      const header = req.headers.authorization;
      const params = parseSignatureHeader(header);
      const record = registry.records.find(
        (r) => r.subscriber_id === params?.subscriberId && r.ukId === params.uniqueKeyId,
      );
      const signature: Callback['signature'] = !params
        ? { ok: false, reason: 'no header' }
        : !record
          ? { ok: false, reason: 'unknown key' }
          : checkSignature(
              params,
              raw,
              publicKeyFromBase64(record.signing_public_key),
              Math.floor(Date.now() / 1000),
            );
      callbacks.push({
        action: (req.url ?? '').split('/').pop() ?? '',
        body: JSON.parse(raw.toString('utf8')) as Callback['body'],
        raw,
        signature,
        keyId: params && `${params.subscriberId}|${params.uniqueKeyId}|${params.algorithm}`,
      });
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ message: { ack: { status: 'ACK' } } }));
      waiters.splice(0).forEach((wake) => wake());
    });
  });
  const base = await listen(server);
  const uri = `${base}/protocol/v1`;
  registry.records.push(recordFor(subscriberId, ukId, keys.publicKey, 'BAP', uri));

  return {
    subscriberId,
    ukId,
    keys,
    uri,
    callbacks,
    outage,
    /** The Authorization header for these exact bytes, signed now (or as told). */
    sign(body: string, times?: { created: number; expires: number }, key = privateKey): string {
      const created = times?.created ?? Math.floor(Date.now() / 1000);
      return signatureHeader({
        body,
        subscriberId,
        uniqueKeyId: ukId,
        privateKey: key,
        created,
        expires: times?.expires ?? created + 30,
      });
    },
    /** Resolves once `count` callbacks have come (or rejects after `ms`). */
    async received(count: number, ms = 10_000): Promise<Callback[]> {
      const until = Date.now() + ms;
      while (callbacks.length < count) {
        if (Date.now() > until) throw new Error(`only ${callbacks.length} of ${count} callbacks`);
        await new Promise<void>((wake) => {
          waiters.push(wake);
          setTimeout(wake, 100);
        });
      }
      return callbacks.slice(0, count);
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export type FakeBuyerApp = Awaited<ReturnType<typeof startFakeBuyerApp>>;
