import { createRequire } from 'node:module';
import type { DestinationStream } from 'pino';
import type { prettyFactory } from 'pino-pretty';

type LogRecord = Record<string, unknown>;

/** The fields `http/request-logger.ts` writes on each request line. */
const REQUEST_FIELDS = ['requestId', 'method', 'path', 'status', 'ms', 'ip'];

const isRequestLine = (log: LogRecord): boolean =>
  typeof log.method === 'string' &&
  typeof log.path === 'string' &&
  typeof log.status === 'number' &&
  typeof log.ms === 'number';

/**
 * A request line folded into its message, `GET /api/product/list 200 3.1ms`, so a
 * developer's terminal shows one short line per request instead of seven; any message
 * besides the plain "request" (e.g. "request body too large") is kept after it.
 */
function shortenRequestLine(log: LogRecord): LogRecord {
  if (!isRequestLine(log)) return log;
  const short = Object.fromEntries(
    Object.entries(log).filter(([k]) => !REQUEST_FIELDS.includes(k)),
  );
  const summary = `${String(log.method)} ${String(log.path)} ${String(log.status)} ${String(log.ms)}ms`;
  short.msg =
    log.msg === 'request' || typeof log.msg !== 'string' ? summary : `${summary} ${log.msg}`;
  return short;
}

/**
 * Readable lines for a developer's terminal, or undefined when pino-pretty cannot be loaded
 * (it is a devDependency, so a production install may not have it). It runs in-process,
 * not as a pino transport, so request lines can be shortened by a function first.
 */
export function createPrettyLogStream(
  output: { write(text: string): unknown } = process.stdout,
): DestinationStream | undefined {
  let factory: typeof prettyFactory;
  try {
    const require = createRequire(import.meta.url);
    ({ prettyFactory: factory } = require('pino-pretty') as {
      prettyFactory: typeof prettyFactory;
    });
  } catch {
    return undefined;
  }
  const prettify = factory({ translateTime: 'HH:MM:ss', ignore: 'pid,hostname' });
  return {
    write(line: string) {
      let log: unknown;
      try {
        log = JSON.parse(line);
      } catch {
        output.write(line);
        return;
      }
      const record = typeof log === 'object' && log !== null ? (log as LogRecord) : undefined;
      output.write(record ? prettify(shortenRequestLine(record)) : line);
    },
  };
}
