// A small production static server for the two apps' builds: SPA fallback to index.html
// (shell.html for paths other than / when the build has one),
// long-lived caching for hashed assets, compression, security headers, and
// `/runtime-config.js` written from the API URL it is given, so one build serves every
// environment. Used by `npm run start:prod` and the production browser test; behind a real
// reverse proxy (docs/deploy.md) any static host that does the same works.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { builtLanguages, pageFile, pageLanguage } from './page-language.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.map']);

function securityHeaders(apiOrigin) {
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      // Radix positions popovers with inline style attributes.
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob: ${apiOrigin}`,
      "font-src 'self'",
      `connect-src 'self' ${apiOrigin}`,
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Serves `dir` on `port`; resolves to `{ url, close }`. */
export function serveApp({ dir, port, host = '127.0.0.1', apiUrl, publicUrl }) {
  const root = resolve(dir);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`${root} has no index.html: run \`npm run build\` first.`);
  }
  const apiOrigin = new URL(apiUrl).origin;
  const headers = securityHeaders(apiOrigin);
  const runtimeConfig = `window.__KIRANA_CONFIG__ = ${JSON.stringify({ apiUrl })};\n`;
  const compressed = new Map();

  // Only text types reach here; images and fonts are streamed as they are.
  // A storefront build has its pages in each language (hi/index.html…); the console's has one.
  const languages = builtLanguages(root);

  const send = (req, res, status, body, type, cache, vary = 'Accept-Encoding') => {
    const accept = String(req.headers['accept-encoding'] ?? '');
    const extra = {
      'Content-Type': type,
      'Cache-Control': cache,
      Vary: vary,
      ...headers,
    };
    if (body.length > 1024) {
      const encoding = accept.includes('br') ? 'br' : accept.includes('gzip') ? 'gzip' : undefined;
      if (encoding) {
        // By content: one URL has a page per language.
        const key = `${encoding}:${createHash('sha1').update(body).digest('base64')}`;
        let data = compressed.get(key);
        if (!data) {
          data = encoding === 'br' ? brotliCompressSync(body) : gzipSync(body);
          compressed.set(key, data);
        }
        res.writeHead(status, {
          ...extra,
          'Content-Encoding': encoding,
          'Content-Length': data.length,
        });
        res.end(req.method === 'HEAD' ? undefined : data);
        return;
      }
    }
    res.writeHead(status, { ...extra, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path === '/runtime-config.js') {
      send(req, res, 200, Buffer.from(runtimeConfig), TYPES['.js'], 'no-cache');
      return;
    }
    const file = normalize(join(root, path));
    const inside = file === root || file.startsWith(root + sep);
    const ext = extname(file);
    if (inside && ext && existsSync(file) && statSync(file).isFile()) {
      const hashed = path.startsWith('/assets/');
      const cache = hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
      const type = TYPES[ext] ?? 'application/octet-stream';
      if (COMPRESSIBLE.has(ext)) {
        send(req, res, 200, readFileSync(file), type, cache);
      } else {
        res.writeHead(200, { 'Content-Type': type, 'Cache-Control': cache, ...headers });
        if (req.method === 'HEAD') res.end();
        else createReadStream(file).pipe(res);
      }
      return;
    }
    if (ext && ext !== '.html') {
      res
        .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headers })
        .end('Not found');
      return;
    }
    // Client-side routes: every other path is the app. A storefront build carries the home
    // page prerendered in index.html and an empty shell for every other page (shell.html),
    // so a deep link does not download the home page's pictures; each in the shopper's
    // language (the kirana_lang cookie, then Accept-Language), so the first paint is in it.
    const language = pageLanguage(req.headers, languages);
    const shell = join(root, pageFile(language, 'shell.html'));
    const page =
      path !== '/' && existsSync(shell) ? shell : join(root, pageFile(language, 'index.html'));
    const vary = languages.length > 1 ? 'Accept-Encoding, Cookie, Accept-Language' : undefined;
    send(req, res, 200, readFileSync(page), TYPES['.html'], 'no-cache', vary);
  });

  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolvePromise({
        url: publicUrl ?? `http://${host}:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
