#!/usr/bin/env node
// `npm test`: everything CI runs. MariaDB and Chromium tests run when those are present;
// without them the rest still runs and the skips are said plainly at the start and the end.
// CI sets KIRANA_REQUIRE_MYSQL=1, KIRANA_REQUIRE_REDIS=1 and KIRANA_REQUIRE_BROWSER=1 so a
// missing service fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const mysqlUrl = new URL(env.KIRANA_TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test');
const chromium = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const redisUrl = new URL(env.KIRANA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

const reachable = (host, port) =>
  new Promise((resolve) => {
    const socket = createConnection({ host, port: Number(port), timeout: 2000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

const skipped = [];
const hasMysql = await reachable(mysqlUrl.hostname, mysqlUrl.port || 3306);
if (!hasMysql) {
  if (env.KIRANA_REQUIRE_MYSQL === '1') {
    console.error(`MariaDB is required but nothing answers at ${mysqlUrl.host}.`);
    process.exit(1);
  }
  skipped.push(
    `MariaDB integration tests and the production journey (no server at ${mysqlUrl.host}; set KIRANA_TEST_MYSQL_URL)`,
  );
}
const hasRedis = await reachable(redisUrl.hostname, redisUrl.port || 6379);
if (!hasRedis) {
  if (env.KIRANA_REQUIRE_REDIS === '1') {
    console.error(`Redis is required but nothing answers at ${redisUrl.host}.`);
    process.exit(1);
  }
  skipped.push(
    `Redis tests and the replica test (no server at ${redisUrl.host}; redis-server --daemonize yes)`,
  );
}
if (hasRedis) env.KIRANA_REQUIRE_REDIS = '1';
const hasChromium = existsSync(chromium);
if (!hasChromium) {
  if (env.KIRANA_REQUIRE_BROWSER === '1') {
    console.error(
      `Chromium is required but ${chromium} does not exist (apt-get install -y chromium).`,
    );
    process.exit(1);
  }
  skipped.push(`browser journeys (no Chromium at ${chromium}; set CHROMIUM_PATH)`);
}
env.KIRANA_HAS_BROWSER = hasChromium ? '1' : '0';
if (hasMysql) env.KIRANA_REQUIRE_MYSQL = '1';

const say = (text) => console.log(`\n=== ${text}`);
if (skipped.length) say(`Skipping: ${skipped.join('; ')}`);

const run = (label, command, args) => {
  say(label);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✗ ${label} failed`);
    if (skipped.length) console.error(`(skipped: ${skipped.join('; ')})`);
    process.exit(result.status ?? 1);
  }
};

run('format', 'npx', ['prettier', '--check', '.']);
run('lint, typecheck, unit and integration tests, builds', 'npx', [
  'nx',
  'run-many',
  '-t',
  'lint',
  'typecheck',
  'test',
  'build',
  'build-storybook',
  '--parallel=2',
  '--outputStyle=stream',
]);
run('workspace tools: lint', 'npx', ['eslint', 'tools', 'scripts', 'eslint.config.js']);
run('workspace tools: typecheck', 'npx', ['tsc', '-p', 'tools/tsconfig.json']);
run('workspace rules (module boundaries)', 'npx', [
  'vitest',
  'run',
  '--config',
  'tools/vitest.config.ts',
]);
if (hasChromium) {
  // Journeys build both apps and start their own API, so they run one project at a time.
  run('browser journeys (Chromium)', 'npx', [
    'nx',
    'run-many',
    '-t',
    'e2e',
    '--parallel=1',
    '--outputStyle=stream',
  ]);
}
if (hasChromium && hasMysql) {
  // Uses the production builds made above: API in production mode on MariaDB, three origins.
  run('production journey (three origins, MariaDB, Chromium)', 'npx', [
    'vitest',
    'run',
    '--config',
    'tools/e2e-production/vitest.config.ts',
  ]);
}

say(skipped.length ? `All run tests passed. Skipped: ${skipped.join('; ')}` : 'All tests passed.');
