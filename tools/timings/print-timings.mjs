#!/usr/bin/env node
// `npm run test:timings`: where the last `npm test` (or any Vitest run since) spent its time.
// Reads .test-timings/: each Vitest config's file times (vitest-timings-reporter.mjs), Nx's
// task profile (NX_PROFILE, written by scripts/test.mjs) and the steps of scripts/test.mjs.
// Times are wall clock; files of one project run side by side, so their sum is more than
// the project's own wall time.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { timingsDir } from './timings-dir.mjs';

const dir = timingsDir();
const top = Number(process.argv[2] ?? 25);
if (!existsSync(dir)) {
  console.error(`No timings yet in ${dir}: run npm test (or a project's tests) first.`);
  process.exit(1);
}
const readJson = (name) => JSON.parse(readFileSync(join(dir, name), 'utf8'));
const names = readdirSync(dir);
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);

const kinds = new Map();
const add = (kind, ms) => kinds.set(kind, (kinds.get(kind) ?? 0) + ms);

const files = [];
for (const name of names.filter((n) => n.startsWith('vitest-'))) {
  const run = readJson(name);
  for (const file of run.files) {
    files.push({ ...file, kind: run.kind });
    const byDatabase = Object.entries(file.databases ?? {});
    const onDatabases = byDatabase.reduce((sum, [, ms]) => sum + ms, 0);
    if (run.kind !== 'api' || onDatabases === 0) {
      add(run.kind === 'api' ? 'unit' : run.kind, file.wallMs);
      continue;
    }
    // Import and set-up outside the database suites, shared in proportion.
    for (const [database, ms] of byDatabase) {
      add(`api on ${database}`, (file.wallMs * ms) / onDatabases);
    }
  }
}

const tasks = [];
for (const name of names.filter((n) => n.startsWith('nx-'))) {
  for (const entry of readJson(name)) {
    if (entry.ph !== 'X') continue;
    const target = entry.args.target.target;
    tasks.push({ id: entry.name, target, ms: entry.dur / 1000, status: entry.args.status });
    if (['build', 'build-storybook'].includes(target)) add('builds', entry.dur / 1000);
    else if (['lint', 'typecheck'].includes(target)) add(target, entry.dur / 1000);
  }
}
const steps = names.includes('steps.json') ? readJson('steps.json') : [];
for (const step of steps) if (step.kind) add(step.kind, step.wallMs);

console.log(`Slowest ${top} test files (wall s, from the last run of each config):`);
for (const file of files.sort((a, b) => b.wallMs - a.wallMs).slice(0, top)) {
  console.log(`${seconds(file.wallMs)}  ${file.kind.padEnd(9)} ${file.file}`);
}
console.log(`\nSlowest ${top} Nx targets (wall s; cached ones take ~0):`);
for (const task of tasks.sort((a, b) => b.ms - a.ms).slice(0, top)) {
  console.log(
    `${seconds(task.ms)}  ${task.id}${task.status === 'success' ? '' : ` (${task.status})`}`,
  );
}
if (steps.length) {
  console.log('\nSteps of npm test (wall s):');
  for (const step of steps) console.log(`${seconds(step.wallMs)}  ${step.label}`);
  const total = steps.reduce((sum, step) => sum + step.wallMs, 0);
  console.log(`${seconds(total)}  in all`);
}
console.log('\nSum per kind (wall s; test files summed over workers):');
for (const [kind, ms] of [...kinds].sort((a, b) => b[1] - a[1])) {
  console.log(`${seconds(ms)}  ${kind}`);
}
