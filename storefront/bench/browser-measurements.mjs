// What a browser sees: the bytes the home page transfers, and Lighthouse's mobile score.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

function total(requests) {
  let bytes = 0;
  for (const request of requests.values()) bytes += request.bytes;
  return { bytes, count: requests.size };
}

const HOME_PHONE = { width: 412, height: 823 };

/** The home page's own "ready", in any language: its Best Sellers have arrived. */
const bestSellersShown = (page) => page.locator('#popular a[href^="/products/"]').first().waitFor();

/**
 * Loads `url` in Chromium (cache off) and adds up the encoded bytes of every response: once
 * for the first screen, once more after scrolling to the footer so every lazy picture has
 * loaded too. Defaults fit the home page on a phone; another page passes its own `viewport`,
 * `deviceScaleFactor` and `ready` (what to wait for before the first count).
 */
export async function measureTransfer(
  url,
  {
    viewport = HOME_PHONE,
    deviceScaleFactor = 1.75,
    ready = bestSellersShown,
    // The browser's language (Accept-Language): the server picks the page's by it.
    locale = 'en-IN',
  } = {},
) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS.slice(1),
  });
  try {
    const context = await browser.newContext({ viewport, deviceScaleFactor, locale });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests = new Map();
    cdp.on('Network.responseReceived', ({ requestId, response, type }) =>
      requests.set(requestId, { url: response.url, type, bytes: 0 }),
    );
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const request = requests.get(requestId);
      if (request) request.bytes = encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await ready(page);
    const firstScreen = total(requests);
    for (let step = 0; step < 20; step += 1) {
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(100);
    }
    await page.waitForLoadState('networkidle');
    const all = [...requests.values()];
    // Every script of the visit, scrolling included: code loaded late still counts.
    const jsFiles = all
      .filter((request) => request.type === 'Script' && request.url.includes('/assets/'))
      .map((request) => new URL(request.url).pathname.replace('/assets/', ''));
    const bytesByType = {};
    for (const request of all)
      bytesByType[request.type] = (bytesByType[request.type] ?? 0) + request.bytes;
    // Which file of each picture the browser chose, and what it weighed.
    const pictures = all
      .filter((request) => request.type === 'Image')
      .map((request) => ({ path: new URL(request.url).pathname, bytes: request.bytes }));
    return { firstScreen, scrolled: total(requests), jsFiles, bytesByType, pictures };
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse's default (mobile, simulated throttling) performance score, `runs` times, with
 * the browser asking for `language` first.
 */
export async function lighthouse(url, { workspace, runs, language = 'en-IN' }) {
  const cli = join(workspace, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const run = promisify(execFile);
  const scores = [];
  const lcpMs = [];
  let last;
  for (let attempt = 0; attempt < runs; attempt += 1) {
    const { stdout } = await run(
      process.execPath,
      [
        cli,
        url,
        '--only-categories=performance',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
        `--extra-headers=${JSON.stringify({ 'Accept-Language': language })}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
    );
    last = JSON.parse(stdout);
    // Keep the full report for digging into a low score (e.g. LIGHTHOUSE_REPORT=/tmp/lh.json).
    if (process.env.LIGHTHOUSE_REPORT) writeFileSync(process.env.LIGHTHOUSE_REPORT, stdout);
    scores.push(Math.round(last.categories.performance.score * 100));
    lcpMs.push(Math.round(last.audits['largest-contentful-paint'].numericValue));
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const audit = (id) => last.audits[id]?.displayValue ?? null;
  return {
    scores,
    median: median(scores),
    lcpMs,
    medianLcpMs: median(lcpMs),
    lastRun: {
      firstContentfulPaint: audit('first-contentful-paint'),
      largestContentfulPaint: audit('largest-contentful-paint'),
      totalBlockingTime: audit('total-blocking-time'),
      cumulativeLayoutShift: audit('cumulative-layout-shift'),
      speedIndex: audit('speed-index'),
      totalByteWeight: audit('total-byte-weight'),
    },
  };
}
