import { pino, type DestinationStream, type Logger } from 'pino';
import { readableLogLine } from './readable-log.js';

export type { Logger };

export interface LoggerOptions {
  /** Readable one-line logs instead of JSON; by default only when stdout is a terminal. */
  readable?: boolean;
}

/** Turns pino's JSON lines into readable ones on the way to stdout (a person at a terminal). */
const readableStdout: DestinationStream = {
  write(line: string) {
    process.stdout.write(readableLogLine(line));
  },
};

/**
 * One logger for the process; secrets are redacted wherever they might appear. JSON lines (for log
 * collectors) unless stdout is a terminal, where the same records are printed readably.
 */
export function createLogger(level: string, { readable = process.stdout.isTTY === true }: LoggerOptions = {}): Logger {
  const options = {
    level,
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  };
  return readable ? pino(options, readableStdout) : pino(options);
}
