// What the build itself says: gzip sizes, the chunks the home page needs before it runs,
// and any trace of seller-console code.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The module script and modulepreloads of the built index.html. */
export function htmlEntries(outDir) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script type="module"[^>]*src="\/assets\/([^"]+)"/g)];
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/assets\/([^"]+)"/g)];
  return [...scripts, ...preloads].map((match) => match[1]);
}

/** Chunks the entries import statically (what must load before they run), recursively. */
export function staticClosure(outDir, entries) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    const code = readFileSync(join(outDir, 'assets', name), 'utf8');
    // Static imports only: `import{a}from"./x.js"` / `import"./x.js"`, not `import("./x.js")`.
    for (const match of code.matchAll(
      /\bimport\s*(?:[\w${},\s*]+from\s*)?["']\.\/([\w.-]+\.js)["']/g,
    )) {
      visit(match[1]);
    }
  };
  entries.forEach(visit);
  return [...seen];
}

const SELLER_MARKERS = ['/api/seller/', '/api/product/add', '/api/product/stock', 'Hi! Admin'];

/** Any trace of the seller console: its sources in the source maps, or its API calls. */
export function sellerConsoleTraces(outDir) {
  const traces = [];
  for (const name of readdirSync(join(outDir, 'assets'))) {
    const file = join(outDir, 'assets', name);
    if (name.endsWith('.js.map')) {
      const { sources = [] } = JSON.parse(readFileSync(file, 'utf8'));
      for (const source of sources) {
        if (source.includes('seller-console/')) traces.push(`${name}: ${source}`);
      }
    } else if (name.endsWith('.js')) {
      const code = readFileSync(file, 'utf8');
      for (const marker of SELLER_MARKERS) {
        if (code.includes(marker)) traces.push(`${name}: "${marker}"`);
      }
    }
  }
  return traces;
}
