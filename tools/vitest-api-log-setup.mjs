// Vitest setupFile for tests against the test API (tools/api-test-server.mjs): when a test
// fails, what the API logged meanwhile (warnings and errors: a 5xx's cause) is printed beside
// it. The global setup provides the log's path as `apiLogFile`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { afterEach, beforeEach, inject } from 'vitest';

const apiLog = inject('apiLogFile');
const logSize = () => (existsSync(apiLog) ? statSync(apiLog).size : 0);
let logFrom = 0;

beforeEach(() => {
  logFrom = logSize();
});

afterEach(({ task }) => {
  if (task.result?.state !== 'fail') return;
  const logged = existsSync(apiLog)
    ? readFileSync(apiLog).subarray(logFrom).toString('utf8').trim()
    : '';
  console.error(
    logged
      ? `The test API logged while "${task.name}" ran (other files' requests too):\n${logged}`
      : `The test API logged nothing while "${task.name}" ran.`,
  );
});
