// Logger construction: JSON lines in production, one per event, always with the request id when known.
// A `url` field is written with its secrets hidden (logged-url.ts).
import { pino, type Logger } from 'pino';
import { loggedUrl } from './logged-url.ts';

export function createLogger(options: { level: string; name?: string }): Logger {
  return pino({
    level: options.level,
    name: options.name ?? 'diveatlas',
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { url: loggedUrl },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'], censor: '[redacted]' },
  });
}
