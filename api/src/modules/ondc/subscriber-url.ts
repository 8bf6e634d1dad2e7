/**
 * Whether `uri` (a request's bap_uri) is the registry's `subscriber_url` or a path below it:
 * same scheme, host and port, and the path starting with the subscriber's at a `/` boundary.
 * No subscriber_url listed means nothing is under it.
 */
export function isUnder(uri: string, subscriberUrl: string | undefined): boolean {
  if (!subscriberUrl || !URL.canParse(uri) || !URL.canParse(subscriberUrl)) return false;
  const asked = new URL(uri);
  const listed = new URL(subscriberUrl);
  if (asked.username || asked.password || asked.search || asked.hash) return false;
  if (asked.protocol !== listed.protocol || asked.host !== listed.host) return false;
  const base = listed.pathname.replace(/\/+$/, '');
  const path = asked.pathname.replace(/\/+$/, '');
  return path === base || path.startsWith(`${base}/`);
}
