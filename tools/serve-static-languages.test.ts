import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveApp } from '../scripts/serve-static.mjs';

// A storefront build in two languages, as vite-plugins/prerender-home.ts writes it: the
// English pages at the root, the Hindi ones in hi/.
const page = (lang: string, what: string) => `<!doctype html><html lang="${lang}">${what}</html>`;

describe('the static server picks the page in the shopper language', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kirana-serve-'));
  let server: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    mkdirSync(join(dir, 'hi'));
    writeFileSync(join(dir, 'index.html'), page('en-IN', 'home'));
    writeFileSync(join(dir, 'shell.html'), page('en-IN', 'shell'));
    writeFileSync(join(dir, 'hi', 'index.html'), page('hi', 'home'));
    writeFileSync(join(dir, 'hi', 'shell.html'), page('hi', 'shell'));
    server = await serveApp({ dir, port: 47_391, apiUrl: 'http://127.0.0.1:1' });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}${path}`, { headers });
    return { body: await res.text(), vary: res.headers.get('vary') ?? '' };
  };

  it.each([
    ['no preference', {}, 'en-IN'],
    ['a Hindi browser', { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' }, 'hi'],
    ['an English browser', { 'Accept-Language': 'en-GB,en;q=0.9' }, 'en-IN'],
    ['a language the shop lacks', { 'Accept-Language': 'fr-FR' }, 'en-IN'],
    [
      'the cookie over the browser',
      { 'Accept-Language': 'hi', Cookie: 'kirana_lang=en-IN' },
      'en-IN',
    ],
    ['the Hindi cookie', { Cookie: 'a=1; kirana_lang=hi' }, 'hi'],
    ['an unknown cookie value', { Cookie: 'kirana_lang=xx', 'Accept-Language': 'hi' }, 'hi'],
    ['a cookie of English alone', { Cookie: 'kirana_lang=en', 'Accept-Language': 'hi' }, 'en-IN'],
    ['a cookie of Hindi in India', { Cookie: 'kirana_lang=hi-IN' }, 'hi'],
  ])('%s gets the %s home page and shell', async (_who, headers, lang) => {
    const home = await get('/', headers);
    expect(home.body).toBe(page(lang, 'home'));
    expect(home.vary).toMatch(/Cookie/);
    expect(home.vary).toMatch(/Accept-Language/);
    expect((await get('/cart', headers)).body).toBe(page(lang, 'shell'));
  });
});
