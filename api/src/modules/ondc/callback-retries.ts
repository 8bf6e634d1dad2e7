// How often and how long a callback is tried (issue 47): whatever ttl a request names, its
// answer goes at most MAX_ATTEMPTS times within ANSWER_WINDOW_MS, so one signed request can
// never become thousands of POSTs; a host that fails is left alone for a while, all its
// callbacks with it, so the others are not kept waiting behind it.

/** Attempts of one callback, the first included. */
export const MAX_ATTEMPTS = 6;
/** The longest an answer is tried after its request came, whatever the request's ttl. */
export const ANSWER_WINDOW_MS = 10 * 60 * 1000;

/** 0.5 s, 1.5 s, 4.5 s… (three times longer each), at most 10 minutes. */
export const callbackRetryDelayMs = (attempts: number): number =>
  Math.min(10 * 60 * 1000, 500 * 3 ** Math.max(0, attempts - 1));

/** A host that failed n times in a row is left alone 1 s, 2 s, 4 s… up to a minute. */
export const hostBackoffMs = (failures: number): number =>
  Math.min(60_000, 1000 * 2 ** Math.max(0, failures - 1));

/** The host and port a callback URL goes to: the lane it waits in. */
export const destinationOf = (url: string): string => (URL.canParse(url) ? new URL(url).host : '');
