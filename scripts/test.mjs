#!/usr/bin/env node
// `npm test`: everything CI runs. MariaDB and Chromium tests run when those are present;
// without them the rest still runs and the skips are said plainly at the start and the end.
// CI sets KIRANA_REQUIRE_MYSQL=1, KIRANA_REQUIRE_REDIS=1 and KIRANA_REQUIRE_BROWSER=1 so a
// missing service fails.
// Three lanes run side by side so both cores stay busy: the API's suite (the longest, from
// the start; then the API's lint, typecheck and build), Nx's targets for the kit and the apps
// (lint, typecheck, the other tests, builds, then the journeys on those builds) and the
// workspace's own checks (format, tools); the production journey follows, on the builds.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join, relative } from 'node:path';
import { timingsDir } from '../tools/timings/timings-dir.mjs';

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

// Each step's wall time, and Nx's task profile, for `npm run test:timings`.
const timings = timingsDir();
rmSync(timings, { recursive: true, force: true });
mkdirSync(timings, { recursive: true });
const steps = [];
const started = Date.now();

/**
 * Runs one step and resolves to whether it passed. Output: `inherit` streams it as it is
 * (Nx prefixes its own lines), `prefix` streams it with the label before each line, `block`
 * keeps it and prints it whole when the step ends (short steps beside the others).
 */
function run(label, command, args, { kind, profile, cwd, output = 'inherit' } = {}) {
  if (output !== 'block') say(label);
  const stepStarted = Date.now();
  const stepEnv = profile
    ? { ...env, NX_PROFILE: relative(process.cwd(), join(timings, `nx-${profile}.json`)) }
    : env;
  const child = spawn(command, args, {
    cwd,
    env: stepEnv,
    stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  let kept = '';
  const keep = (stream) => {
    let partial = '';
    stream?.on('data', (data) => {
      if (output === 'block') {
        kept += data;
        return;
      }
      const lines = (partial + data).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${output}: ${line}\n`);
    });
    stream?.on('end', () => partial && process.stdout.write(`${output}: ${partial}\n`));
  };
  keep(child.stdout);
  keep(child.stderr);
  return new Promise((resolve) => {
    child.once('close', (code) => {
      const wallMs = Date.now() - stepStarted;
      steps.push({ label, kind, wallMs, startMs: stepStarted - started });
      writeFileSync(join(timings, 'steps.json'), JSON.stringify(steps, null, 1));
      if (output === 'block') {
        say(`${label} (${(wallMs / 1000).toFixed(1)} s)`);
        process.stdout.write(kept);
      }
      if (code !== 0) console.error(`\n✗ ${label} failed`);
      resolve(code === 0);
    });
  });
}

const fail = () => {
  if (skipped.length) console.error(`(skipped: ${skipped.join('; ')})`);
  process.exit(1);
};

/** Format and the workspace's own tools: short, one after another, beside the rest. */
async function workspaceChecks() {
  const checks = [
    ['format', 'npx', ['prettier', '--check', '.'], 'format'],
    ['workspace tools: lint', 'npx', ['eslint', 'tools', 'scripts', 'eslint.config.js'], 'lint'],
    ['workspace tools: typecheck', 'npx', ['tsc', '-p', 'tools/tsconfig.json'], 'typecheck'],
    [
      'workspace rules (module boundaries)',
      'npx',
      ['vitest', 'run', '--config', 'tools/vitest.config.ts'],
    ],
  ];
  let passed = true;
  for (const [label, command, args, kind] of checks) {
    passed = (await run(label, command, args, { kind, output: 'block' })) && passed;
  }
  return passed;
}

const nx = (label, args, profile) =>
  run(label, 'npx', ['nx', 'run-many', ...args, '--parallel=2', '--outputStyle=stream'], {
    profile,
  });

/**
 * The apps' and the kit's targets through Nx, two at a time; the journeys (e2e) wait for
 * the builds they serve (nx.json). The API's suite runs in a lane of its own (it is the
 * longest, and Nx would start it behind the kit's tasks).
 */
function appTargets() {
  const targets = ['lint', 'typecheck', 'test', 'build', 'build-storybook'];
  if (hasChromium) targets.push('e2e');
  return nx(`${targets.join(', ')} (Nx)`, ['-t', ...targets, '--exclude=@kirana/api'], 'apps');
}

/**
 * The API's suite, then its other targets: they start as soon as the suite ends, while the
 * apps' lane still runs, rather than after it (the API's checks need none of the apps).
 */
async function apiLane() {
  // The same command as the api's `test` target (npm test -w @kirana/api).
  const tests = await run('api: integration tests (SQLite, MariaDB)', 'npx', ['vitest', 'run'], {
    cwd: 'api',
    output: '@kirana/api',
  });
  const checks = await nx(
    'api: lint, typecheck, build (Nx)',
    ['-t', 'lint', 'typecheck', 'build', '--projects=@kirana/api'],
    'api',
  );
  return tests && checks;
}

const passed = await Promise.all([apiLane(), appTargets(), workspaceChecks()]);
if (passed.includes(false)) fail();

if (hasChromium && hasMysql) {
  // Uses the production builds made above: API in production mode on MariaDB, three origins.
  const passed = await run('production journey (three origins, MariaDB, Chromium)', 'npx', [
    'vitest',
    'run',
    '--config',
    'tools/e2e-production/vitest.config.ts',
  ]);
  if (!passed) fail();
}

say(skipped.length ? `All run tests passed. Skipped: ${skipped.join('; ')}` : 'All tests passed.');
say(`npm test took ${Math.round((Date.now() - started) / 1000)} s (npm run test:timings: where)`);
