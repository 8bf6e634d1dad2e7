#!/usr/bin/env node
// `npm run test:repeat`: runs the API's and the component suites several times in a row and
// names every test that did not pass every time. The suites of one round run side by side,
// as `npm test` runs them, so a test that only fails under that load shows up here too. The
// first round runs the files in a fresh clone's order (no Vitest cache, as in CI); the others
// in a shuffled order, its seed printed, so a test that leans on what an earlier file left
// in a shared worker shows up too (rerun one with --sequence.shuffle.files --sequence.seed=N).
//
//   npm run test:repeat                  every test of the four suites, 5 rounds
//   npm run test:repeat -- --times 3     3 rounds
//   npm run test:repeat -- --changed     only tests touched by changes since `main`
//                                        (Vitest's --changed: the files and what imports them)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';

const root = join(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    times: { type: 'string', default: '5' },
    changed: { type: 'boolean', default: false },
    since: { type: 'string', default: 'main' },
  },
});
const times = Number(values.times);
if (!Number.isInteger(times) || times < 1) {
  console.error('--times takes a whole number of rounds, 1 or more.');
  process.exit(2);
}
const suites = ['api', 'storefront', 'seller-console', 'ui-kit'];
const out = mkdtempSync(join(tmpdir(), 'kirana-repeat-'));

/** One suite once: resolves to its JSON report, or the reason there is none. */
function runSuite(suite, round) {
  const report = join(out, `${suite}-${round}.json`);
  const args = [
    'vitest',
    'run',
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  if (values.changed) args.push(`--changed=${values.since}`, '--passWithNoTests');
  const child = spawn('npx', args, {
    cwd: join(root, suite),
    env: { ...process.env, CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve) => {
    child.once('close', (code) => {
      if (!existsSync(report)) {
        resolve({ suite, error: `no report (exit ${code}):\n${output.slice(-4000)}` });
        return;
      }
      resolve({ suite, report: JSON.parse(readFileSync(report, 'utf8')), output });
    });
  });
}

/** test id → { passed, failed, skipped } over every round. */
const tally = new Map();
/** test id → the first lines of each failure, for the summary. */
const why = new Map();
const broken = [];
for (let round = 1; round <= times; round += 1) {
  const started = Date.now();
  const seed = round === 1 ? undefined : Math.floor(Math.random() * 1_000_000);
  const results = await Promise.all(suites.map((suite) => runSuite(suite, round, seed)));
  const failedHere = [];
  for (const result of results) {
    if (result.error) {
      broken.push(`round ${round}, ${result.suite}: ${result.error}`);
      continue;
    }
    for (const file of result.report.testResults) {
      const path = relative(root, file.name);
      for (const test of file.assertionResults) {
        const id = `${path} > ${test.fullName}`;
        const counts = tally.get(id) ?? { passed: 0, failed: 0, skipped: 0 };
        if (test.status === 'passed') counts.passed += 1;
        else if (test.status === 'failed') {
          counts.failed += 1;
          failedHere.push(id);
          const first = (test.failureMessages ?? []).join('\n').split('\n').slice(0, 6);
          why.set(id, [...(why.get(id) ?? []), `round ${round}: ${first.join('\n    ')}`]);
        } else counts.skipped += 1;
        tally.set(id, counts);
      }
      // A file that failed outside its tests (a hook, an import) has no test to name.
      if (file.status === 'failed' && file.assertionResults.every((t) => t.status !== 'failed'))
        failedHere.push(`${path} (${file.message?.split('\n')[0] ?? 'failed'})`);
    }
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const order = seed === undefined ? 'fresh-clone order' : `files shuffled, seed ${seed}`;
  console.log(
    `round ${round}/${times} (${order}): ${failedHere.length === 0 ? 'all passed' : `${failedHere.length} failed`} (${seconds} s)`,
  );
  for (const id of failedHere) console.log(`  ✗ ${id}`);
}
rmSync(out, { recursive: true, force: true });

const unsteady = [...tally].filter(([, counts]) => counts.failed > 0);
console.log(`\n${tally.size} tests, ${times} rounds.`);
for (const line of broken) console.log(`✗ ${line}`);
if (unsteady.length === 0 && broken.length === 0) {
  console.log('Every test passed every time.');
} else {
  console.log('Did not pass every time:');
  for (const [id, counts] of unsteady) {
    console.log(`  ${counts.failed}/${counts.passed + counts.failed} failed  ${id}`);
    for (const reason of why.get(id) ?? []) console.log(`    ${reason}`);
  }
  process.exitCode = 1;
}
