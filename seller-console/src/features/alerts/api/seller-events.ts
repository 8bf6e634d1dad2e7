import {
  SELLER_ORDER_EVENT,
  sellerOrderEventSchema,
  type SellerOrderEvent,
} from '@kirana/api/contract/seller-events';
import { apiUrl } from '../../../lib/api-client.ts';

export interface SellerEventHandlers {
  onEvent(event: SellerOrderEvent): void;
  /** Connected again after a break: anything missed beyond the resume point is refetched. */
  onReconnect(): void;
  /** The API refused the stream (e.g. the session ended): check the session. */
  onRefused(): void;
}

const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 30_000;

/**
 * The seller's live order events. The browser's EventSource reconnects by itself (sending
 * Last-Event-ID) after a dropped connection; when it gives up (the API answered an error,
 * say during a deploy) a new one is made, with backoff, resuming from the last event seen.
 * Returns a function that closes it.
 */
export function connectSellerEvents(handlers: SellerEventHandlers): () => void {
  let source: EventSource | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = FIRST_RETRY_MS;
  let lastEventId = '';
  let opened = false;
  let closed = false;

  function open() {
    const query = lastEventId ? `?lastEventId=${encodeURIComponent(lastEventId)}` : '';
    const current = new EventSource(apiUrl(`/api/seller/events${query}`), {
      withCredentials: true,
    });
    source = current;
    current.addEventListener('open', () => {
      retryMs = FIRST_RETRY_MS;
      if (opened) handlers.onReconnect();
      opened = true;
    });
    current.addEventListener(SELLER_ORDER_EVENT, (message) => {
      lastEventId = message.lastEventId || lastEventId;
      const parsed = sellerOrderEventSchema.safeParse(JSON.parse(String(message.data)));
      if (parsed.success) handlers.onEvent(parsed.data);
    });
    current.addEventListener('error', () => {
      if (closed || current.readyState !== EventSource.CLOSED) return;
      handlers.onRefused();
      retryTimer = setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
    });
  }

  open();
  return () => {
    closed = true;
    clearTimeout(retryTimer);
    source?.close();
  };
}
