#!/usr/bin/env node
// The storefront's page-weight budgets, measured on a production build against the real
// API with the demo catalogue (not a timed test; run `npm run bench:bundle`):
//   1. JavaScript the home page loads, gzip: at most 90 KB
//   2. no seller-console code in any storefront chunk
//   3. everything the home page transfers (images included): at most 300 KiB
//   4. Lighthouse performance, mobile preset, Debian Chromium: at least 95
// Prints a table, writes bench-results/bundle.json, exits 1 when a budget is missed.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
// The workspace's shared test-API starter (a script, not app code).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { freePort, startApiForTests } from '../../tools/api-test-server.mjs';
import { gzipSize, htmlEntries, sellerConsoleTraces, staticClosure } from './build-analysis.mjs';
import { lighthouse, measureTransfer } from './browser-measurements.mjs';

// What ships is a production build, even when this runs under a test runner's NODE_ENV.
process.env.NODE_ENV = 'production';

const BUDGET = { homeJsGzipKB: 90, homeTransferKiB: 300, lighthousePerformance: 95 };
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const KB = 1000;
const KiB = 1024;

const appRoot = join(import.meta.dirname, '..');
const workspace = join(appRoot, '..');
const outDir = mkdtempSync(join(tmpdir(), 'kirana-storefront-bench-'));

const round = (value) => Math.round(value * 10) / 10;
const gzipOf = (chunks) =>
  chunks.reduce((sum, name) => sum + gzipSize(join(outDir, 'assets', name)), 0);

function printTable(rows) {
  const width = Math.max(...rows.map((row) => row[0].length));
  console.log('');
  for (const [label, value, budget, ok] of rows) {
    const verdict = ok === null ? '' : ok ? 'ok' : 'OVER BUDGET';
    console.log(`${label.padEnd(width)}  ${value.padEnd(34)} ${budget.padEnd(10)} ${verdict}`);
  }
}

async function measure(origin) {
  const entryChunks = staticClosure(outDir, htmlEntries(outDir));
  console.log('Loading the home page in Chromium…');
  const transfer = await measureTransfer(`${origin}/`);
  // Everything the page fetched, lazy chunks included, sized from the build itself.
  const homeChunks = [...new Set([...entryChunks, ...transfer.jsFiles])];
  console.log(`Running Lighthouse (mobile preset) ${LIGHTHOUSE_RUNS}×…`);
  const lh = await lighthouse(`${origin}/`, { workspace, runs: LIGHTHOUSE_RUNS });
  const traces = sellerConsoleTraces(outDir);
  const homeGzip = gzipOf(homeChunks);
  return {
    measuredAt: new Date().toISOString(),
    budgets: BUDGET,
    homeJs: {
      entryAndStaticImportsGzipKB: round(gzipOf(entryChunks) / KB),
      entryChunks,
      allHomeJsGzipKB: round(homeGzip / KB),
      homeChunks,
      withinBudget: homeGzip / KB <= BUDGET.homeJsGzipKB,
    },
    sellerConsoleCode: { traces, withinBudget: traces.length === 0 },
    homeTransfer: {
      firstScreenKiB: round(transfer.firstScreen.bytes / KiB),
      firstScreenRequests: transfer.firstScreen.count,
      scrolledToFooterKiB: round(transfer.scrolled.bytes / KiB),
      scrolledRequests: transfer.scrolled.count,
      withinBudget: transfer.scrolled.bytes / KiB <= BUDGET.homeTransferKiB,
    },
    lighthouse: { ...lh, withinBudget: lh.median >= BUDGET.lighthousePerformance },
  };
}

function report(results) {
  const { homeJs, sellerConsoleCode, homeTransfer, lighthouse: lh } = results;
  const { lastRun } = lh;
  printTable([
    [
      'Home page JS (gzip, everything it loads)',
      `${homeJs.allHomeJsGzipKB} KB`,
      `≤ ${BUDGET.homeJsGzipKB} KB`,
      homeJs.withinBudget,
    ],
    ['  of which entry + static imports', `${homeJs.entryAndStaticImportsGzipKB} KB`, '', null],
    [
      'Seller-console code in storefront chunks',
      sellerConsoleCode.traces.join(', ') || 'none',
      'none',
      sellerConsoleCode.withinBudget,
    ],
    [
      'Home transfer, scrolled to the footer',
      `${homeTransfer.scrolledToFooterKiB} KiB (${homeTransfer.scrolledRequests} requests)`,
      `≤ ${BUDGET.homeTransferKiB} KiB`,
      homeTransfer.withinBudget,
    ],
    [
      '  first screen only',
      `${homeTransfer.firstScreenKiB} KiB (${homeTransfer.firstScreenRequests} requests)`,
      '',
      null,
    ],
    [
      'Lighthouse performance (mobile, median)',
      `${lh.median} (runs: ${lh.scores.join(', ')})`,
      `≥ ${BUDGET.lighthousePerformance}`,
      lh.withinBudget,
    ],
    [
      '  FCP / LCP / TBT / CLS (last run)',
      `${lastRun.firstContentfulPaint} / ${lastRun.largestContentfulPaint} / ${lastRun.totalBlockingTime} / ${lastRun.cumulativeLayoutShift}`,
      '',
      null,
    ],
  ]);
  const resultsDir = join(workspace, 'bench-results');
  if (!existsSync(resultsDir)) mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'bundle.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nWritten to bench-results/bundle.json');
  const parts = [homeJs, sellerConsoleCode, homeTransfer, lh];
  if (parts.some((part) => !part.withinBudget)) process.exitCode = 1;
}

console.log('Building the storefront…');
await build({
  root: appRoot,
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true, sourcemap: true },
});
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const api = await startApiForTests({ STOREFRONT_ORIGIN: origin });
// As in a deployment: the build stays the same, runtime-config.js says where the API is.
writeFileSync(
  join(outDir, 'runtime-config.js'),
  `window.__KIRANA_CONFIG__ = ${JSON.stringify({ apiUrl: api.url })};\n`,
);
const server = await preview({
  root: appRoot,
  logLevel: 'warn',
  build: { outDir },
  preview: { port, strictPort: true, host: '127.0.0.1' },
});
try {
  report(await measure(origin));
} finally {
  await new Promise((resolve) => server.httpServer.close(resolve));
  await api.stop();
  rmSync(outDir, { recursive: true, force: true });
}
