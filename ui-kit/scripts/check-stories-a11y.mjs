// Runs axe-core on every story of the static Storybook in headless Chromium, where
// colour contrast can be measured (jsdom cannot). Usage, after `npm run build-storybook`:
//   CHROME_PATH=/usr/bin/chromium node scripts/check-stories-a11y.mjs
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';
import process from 'node:process';
import { chromium } from 'playwright-core';

const root = join(import.meta.dirname, '..', 'storybook-static');
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
};

const server = createServer(async (request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
  try {
    const body = await readFile(join(root, path === '/' ? 'index.html' : path));
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const index = JSON.parse(await readFile(join(root, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
let failures = 0;

async function check(page, story) {
  await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`);
  // The preview reports when render and play have finished.
  await page.waitForFunction(
    () => {
      const phase = window.__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return phase === 'completed' || phase === 'finished' || phase === 'errored';
    },
    undefined,
    { timeout: 15000 },
  );
  await page.waitForTimeout(250);
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    // The same context and rules as Storybook's Accessibility panel: the whole body
    // (portals included) minus Storybook's own chrome, `region` off, plus whatever the
    // story sets in parameters.a11y.config.rules.
    const storyRules =
      window.__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.a11y?.config?.rules ?? [];
    const rules = { region: { enabled: false } };
    for (const { id, enabled } of storyRules) rules[id] = { enabled };
    const context = {
      include: document.body,
      exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'],
    };
    const result = await window.axe.run(context, { rules });
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`),
    }));
  });
}

// A few tabs at once; each story still gets a fresh page load.
const queue = [...stories];
await Promise.all(
  Array.from({ length: 3 }, async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    for (let story = queue.shift(); story; story = queue.shift()) {
      const violations = await check(page, story);
      if (violations.length === 0) continue;
      failures += 1;
      console.log(`✗ ${story.id}`);
      for (const v of violations)
        console.log(`   ${v.id}: ${v.help}\n     ${v.nodes.join('\n     ')}`);
    }
  }),
);

await browser.close();
server.close();
console.log(`${stories.length - failures}/${stories.length} stories without axe violations`);
process.exitCode = failures > 0 ? 1 : 0;
