// A Vitest reporter that keeps each test file's wall time of the last run in
// .test-timings/ (read by `npm run test:timings`). It sits beside the default reporter.
// An API file's time is split by database: suites named "… on sqlite" / "… on mysql"
// (describe.each(kinds)) count for that database, the rest of the file in proportion.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { experimental_getRunnerTask as runnerTask } from 'vitest/node';
import { timingsDir } from './timings-dir.mjs';

const DATABASE_SUITE = /\b(sqlite|mysql|mariadb)\b/i;

function databaseTimes(testModule) {
  const times = {};
  for (const suite of testModule.children.allSuites()) {
    const match = DATABASE_SUITE.exec(suite.name);
    if (!match) continue;
    // Only the outermost suite naming a database: an inner one is already inside it.
    let parent = suite.parent;
    let nested = false;
    while (parent && parent.type === 'suite') {
      if (DATABASE_SUITE.test(parent.name)) nested = true;
      parent = parent.parent;
    }
    if (nested) continue;
    const kind = match[1].toLowerCase() === 'sqlite' ? 'sqlite' : 'mysql';
    // The runner's suite time includes its hooks (a database made in beforeAll).
    const duration = runnerTask(suite).result?.duration ?? 0;
    times[kind] = (times[kind] ?? 0) + duration;
  }
  return times;
}

/** `kind`: what the files test (api, component, chromium, unit); one per config. */
export default class TimingsReporter {
  constructor({ kind }) {
    this.kind = kind;
  }

  onInit(vitest) {
    this.vitest = vitest;
    this.started = Date.now();
  }

  onTestRunEnd(testModules) {
    const root = join(import.meta.dirname, '..', '..');
    const files = testModules.map((testModule) => {
      const diagnostic = testModule.diagnostic();
      const wall =
        diagnostic.environmentSetupDuration +
        diagnostic.prepareDuration +
        diagnostic.collectDuration +
        diagnostic.setupDuration +
        diagnostic.duration;
      return {
        file: relative(root, testModule.moduleId),
        project: testModule.project.name,
        wallMs: Math.round(wall),
        databases: this.kind === 'api' ? databaseTimes(testModule) : {},
        passed: testModule.ok(),
      };
    });
    const config = relative(root, this.vitest.config.config ?? this.vitest.config.root);
    const dir = timingsDir();
    mkdirSync(dir, { recursive: true });
    const name = config.replace(/[^a-z0-9]+/gi, '-');
    writeFileSync(
      join(dir, `vitest-${name}.json`),
      JSON.stringify(
        { kind: this.kind, config, wallMs: Date.now() - this.started, files },
        null,
        1,
      ),
    );
  }
}
