import type { Reporter } from 'vitest/reporters';

/** Keeps each test file's wall time in .test-timings/; `kind` names what the config tests. */
export default class TimingsReporter implements Reporter {
  constructor(options: { kind: 'api' | 'component' | 'chromium' | 'unit' });
}
