import type { OndcSettings } from '../../config-ondc.ts';
import type { BecknError, OndcContext } from '../../contract/ondc.ts';

// The context checks every request passes before it is acknowledged: it is for this node
// (domain, city, our bpp_id), it is what its path says, and it is still fresh.

/** Core versions this node answers (ONDC retail 1.2.x). */
const CORE_VERSION = /^1\.2\.\d+$/;
/** When a request has no ttl, the one ONDC's examples give (PT30S). */
export const DEFAULT_TTL_SECONDS = 30;
/** The longest ttl honoured: a callback is never still retried a day later. */
const MAX_TTL_SECONDS = 24 * 3600;
const FUTURE_SKEW_MS = 5000;

const DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** An ISO 8601 duration of days, hours, minutes and seconds, in seconds; undefined if not one. */
export function durationSeconds(text: string): number | undefined {
  const match = DURATION.exec(text);
  if (!match || text === 'P' || text.endsWith('T')) return undefined;
  const [days = 0, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  return days * 86400 + hours * 3600 + minutes * 60 + seconds;
}

export interface Freshness {
  ttlSeconds: number;
  /** When the answer is no longer wanted (ms): the request's time plus its ttl. */
  deadlineAt: number;
}

const contextError = (code: string, message: string): BecknError => ({
  type: 'CONTEXT-ERROR',
  code,
  message,
});

/** What is wrong with this context for `action`, or how long its answer may take. */
export function checkContext(
  context: OndcContext,
  action: string,
  settings: OndcSettings,
  now: number,
): { ok: true; freshness: Freshness } | { ok: false; error: BecknError } {
  const wrong = (message: string) => ({
    ok: false as const,
    error: contextError('30000', message),
  });
  if (context.action !== action) return wrong(`context.action must be ${action} on this path`);
  if (context.domain !== settings.domain) return wrong(`this node serves ${settings.domain}`);
  if (context.country !== 'IND') return wrong('this node serves country IND');
  // A gateway may ask every seller in every city at once; anything else names ours.
  if (context.city !== settings.city && !(action === 'search' && context.city === '*'))
    return wrong(`this node serves city ${settings.city}`);
  if (!CORE_VERSION.test(context.core_version)) return wrong('core_version must be 1.2.x');
  // A search through a gateway has no bpp_id yet; every other request names its seller.
  if (context.bpp_id !== undefined && context.bpp_id !== settings.subscriberId)
    return wrong('context.bpp_id is not this seller node');
  if (context.bpp_id === undefined && action !== 'search')
    return wrong('context.bpp_id is required');
  const ttlSeconds = context.ttl === undefined ? DEFAULT_TTL_SECONDS : durationSeconds(context.ttl);
  if (ttlSeconds === undefined || ttlSeconds <= 0 || ttlSeconds > MAX_TTL_SECONDS)
    return wrong('context.ttl must be an ISO 8601 duration such as PT30S, up to a day');
  const sentAt = Date.parse(context.timestamp);
  if (sentAt > now + FUTURE_SKEW_MS) return wrong('context.timestamp is in the future');
  const deadlineAt = sentAt + ttlSeconds * 1000;
  if (deadlineAt <= now)
    return { ok: false, error: contextError('30022', 'stale request: its ttl has passed') };
  return { ok: true, freshness: { ttlSeconds, deadlineAt } };
}
