import { PassThrough } from 'node:stream';
import { SELLER_ORDER_EVENT } from '../../contract/seller-events.ts';
import type { FedEvent, SellerEventFeed } from './seller-event-feed.ts';

/** A comment line every 25 s keeps proxies and phones' networks from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting after the stream ends. */
const RECONNECT_MS = 2_000;

/** A Last-Event-ID as sent back by a browser: our ids are positive whole numbers. */
export function parseLastEventId(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}

/**
 * The open streams of one API process. Each one first sends what the console missed since
 * its Last-Event-ID, then every new event, in id order and each once.
 */
export function createSellerStreams(feed: SellerEventFeed, heartbeatMs = HEARTBEAT_MS) {
  const open = new Set<PassThrough>();

  return {
    /**
     * `stillSignedIn` is asked at every heartbeat: a stream whose session ended (signed out,
     * expired) ends too, and the browser's reconnect is then refused.
     */
    async open(
      lastEventId: number | undefined,
      stillSignedIn: () => Promise<boolean>,
    ): Promise<PassThrough> {
      const stream = new PassThrough();
      let sent = 0;
      let live = false;
      const waiting: FedEvent[] = [];
      const send = ({ id, event }: FedEvent) => {
        if (id <= sent) return;
        sent = id;
        stream.write(`id: ${id}\nevent: ${SELLER_ORDER_EVENT}\ndata: ${JSON.stringify(event)}\n\n`);
      };
      const subscription = await feed.subscribe((event) =>
        live ? send(event) : waiting.push(event),
      );
      // An id from the future (another database, a restore) resumes from now.
      sent = Math.min(lastEventId ?? subscription.resumeAfter, subscription.resumeAfter);
      stream.write(`retry: ${RECONNECT_MS}\n: connected\n\n`);
      try {
        for await (const event of feed.since(sent, subscription.resumeAfter)) send(event);
      } catch (err) {
        subscription.unsubscribe();
        stream.destroy();
        throw err;
      }
      for (const event of waiting) send(event);
      live = true;

      const heartbeat = setInterval(() => {
        stillSignedIn().then(
          (yes) => (yes ? stream.write(': keep-alive\n\n') : stream.end()),
          () => stream.write(': keep-alive\n\n'),
        );
      }, heartbeatMs);
      heartbeat.unref();
      open.add(stream);
      stream.once('close', () => {
        clearInterval(heartbeat);
        subscription.unsubscribe();
        open.delete(stream);
      });
      return stream;
    },

    /** Ends every stream (shutdown); browsers reconnect, to another process if there is one. */
    closeAll(): void {
      for (const stream of open) stream.end();
    },

    get size(): number {
      return open.size;
    },
  };
}

export type SellerStreams = ReturnType<typeof createSellerStreams>;
