// What the build itself says: gzip sizes, the chunks the home page needs before it runs,
// and any trace of seller-console code.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
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

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The generated columns of one source-map line and, per segment, its source index or -1. */
function decodeLine(line, state) {
  const segments = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const fields = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = BASE64.indexOf(char);
      value += (digit & 31) << shift;
      if (digit & 32) {
        shift += 5;
      } else {
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += fields[0];
    if (fields.length > 1) state.source += fields[1];
    segments.push([column, fields.length > 1 ? state.source : -1]);
  }
  return segments;
}

/**
 * React, React DOM, react-router and TanStack Query's share of `chunks`, gzipped together
 * (through the source maps), so that what remains is what the app itself adds.
 */
export function frameworkGzip(outDir, chunks) {
  const framework = /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/[\w-]+)\//;
  let text = '';
  for (const name of chunks) {
    const file = join(outDir, 'assets', name);
    // Files without a map (the prerender's starter) are the app's own.
    if (!existsSync(`${file}.map`)) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
    const isFramework = map.sources.map((source) => framework.test(source));
    const state = { source: 0 };
    map.mappings.split(';').forEach((mapping, index) => {
      const line = lines[index] ?? '';
      const segments = decodeLine(mapping, state);
      segments.forEach(([column, source], at) => {
        if (source >= 0 && isFramework[source]) {
          text += line.slice(column, segments[at + 1]?.[0] ?? line.length);
        }
      });
    });
  }
  return gzipSync(text, { level: 9 }).length;
}
