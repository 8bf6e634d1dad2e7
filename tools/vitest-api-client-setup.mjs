// Vitest setupFile for the apps: points the app at the real test API and gives Node's
// fetch what a browser has and it lacks, a cookie jar, so sessions work as in Chromium.
// The jar is emptied after each test: every test starts as a fresh visitor.
// Test files share a worker (isolate: false) and this file runs again for each of them, so
// fetch is wrapped once and the one jar kept on globalThis: a second wrapper around the
// first would keep the last file's cookies in a jar nobody empties.
import { afterEach, inject, vi } from 'vitest';

vi.stubEnv('VITE_API_URL', inject('apiUrl'));

const JAR = Symbol.for('kirana.test.cookieJar');
globalThis[JAR] ??= wrapFetch(globalThis.fetch);
const jar = globalThis[JAR];

afterEach(() => jar.clear());

function wrapFetch(realFetch) {
  const jar = new Map();
  globalThis.fetch = (input, init) => fetchWithJar(realFetch, jar, input, init);
  return jar;
}

async function fetchWithJar(realFetch, jar, input, init = {}) {
  const headers = new Headers(init.headers);
  if (jar.size > 0 && init.credentials === 'include') {
    headers.set('Cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
  }
  const response = await realFetch(input, { ...init, headers });
  for (const line of response.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
  return response;
}
