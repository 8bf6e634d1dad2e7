import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, refusedAddress, RefusedDestination } from './callback-address.ts';

// One POST of a callback to a buyer app, on node:http rather than fetch: redirects are never
// followed (a 307 would carry the signed body elsewhere), the address is checked after DNS,
// the connection gets its own short deadline, and at most a few KB of the answer is read
// before the connection is dropped (an ACK is a few dozen bytes; a 300 MB answer is not read).

/** The most of an answer read: enough for an ACK or a NACK with its error. */
export const MAX_ANSWER_BYTES = 4096;

export interface CallbackAnswer {
  status: number;
  /** The first MAX_ANSWER_BYTES of the body, as text. */
  text: string;
}

export interface CallbackTimeouts {
  /** To get a connection (DNS and TCP and TLS). */
  connectMs: number;
  /** For the whole attempt, answer included. */
  totalMs: number;
}

const readSome = (response: IncomingMessage): Promise<string> =>
  new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = () => {
      response.removeAllListeners('data');
      done(Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString('utf8'));
    };
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size < MAX_ANSWER_BYTES) return;
      finish();
      response.destroy();
    });
    response.on('end', finish);
    response.on('error', fail);
  });

export function postCallback(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: CallbackTimeouts & { allowLoopback: boolean },
): Promise<CallbackAnswer> {
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  // A literal address is never looked up, so it is checked here.
  const literal = isIP(host) ? refusedAddress(host, options.allowLoopback) : undefined;
  if (literal) return Promise.reject(new RefusedDestination(literal));
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((done, fail) => {
    const req = send(target, {
      method: 'POST',
      headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
      lookup: guardedLookup(options.allowLoopback),
      // One connection per attempt: a silent host keeps no socket of ours.
      agent: false,
      signal: AbortSignal.timeout(options.totalMs),
    });
    const connecting = setTimeout(
      () => req.destroy(new Error(`no connection within ${options.connectMs} ms`)),
      options.connectMs,
    );
    req.on('socket', (socket) => {
      if (!socket.connecting) clearTimeout(connecting);
      // For https the connection is made once TLS is, too.
      socket.once(target.protocol === 'https:' ? 'secureConnect' : 'connect', () =>
        clearTimeout(connecting),
      );
    });
    req.on('error', (err) => {
      clearTimeout(connecting);
      fail(err);
    });
    req.on('response', (response) => {
      clearTimeout(connecting);
      readSome(response).then(
        (text) => done({ status: response.statusCode ?? 0, text }),
        (err: unknown) => fail(err),
      );
    });
    req.end(body);
  });
}
