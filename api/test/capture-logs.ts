import { Writable } from 'node:stream';
import { createLogger } from '../src/lib/logger.ts';

/** A real logger at `info` whose JSON lines are kept in `lines`, for tests that read logs. */
export function captureLogs() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger({ level: 'info', pretty: false }, sink) };
}
