import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';

export type { Logger };

/**
 * JSON lines in production; readable lines in development. Request bodies, headers and
 * cookies are never passed to the logger, and the redaction list catches them if
 * someone does.
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
    ...(options.pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
  return destination ? pino(settings, destination) : pino(settings);
}
