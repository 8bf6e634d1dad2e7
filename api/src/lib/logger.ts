import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';
import { createPrettyLogStream } from './pretty-log-stream.ts';

export type { Logger };

/**
 * JSON lines in production; with `pretty` (development), readable lines when pino-pretty
 * can be loaded, else JSON lines and a warning saying why. Request bodies, headers and
 * cookies are never passed to the logger, and the redaction list catches them if someone
 * does.
 */
export function createLogger(
  options: { level: LevelWithSilent; pretty: boolean },
  destination?: DestinationStream,
): Logger {
  const settings = {
    level: options.level,
    redact: {
      paths: [
        'password',
        '*.password',
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'token',
        '*.token',
        'cookie',
        '*.cookie',
      ],
      censor: '[redacted]',
    },
  };
  const pretty = options.pretty ? createPrettyLogStream(destination) : undefined;
  const stream = pretty ?? destination;
  const logger = stream ? pino(settings, stream) : pino(settings);
  if (options.pretty && !pretty) {
    logger.warn(
      'pino-pretty cannot be loaded, so logs are JSON lines (LOG_FORMAT=json chooses them)',
    );
  }
  return logger;
}
