// Logger construction: JSON lines in production, one per event, always with the request id when known.
import { pino, type Logger } from 'pino';

export function createLogger(options: { level: string; name?: string }): Logger {
  return pino({
    level: options.level,
    name: options.name ?? 'diveatlas',
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'], censor: '[redacted]' },
  });
}
