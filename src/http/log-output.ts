/**
 * Where log lines go. On a terminal a person reads them: one short coloured line each
 * (pino-pretty), an access line as `GET /de/berlin 200 12.3 ms`. Anywhere else (a file,
 * journald, a log collector) a program reads them: one JSON object per line, pino's own.
 * Which one: `config.logFormat` (LOG_FORMAT, else whether standard output is a terminal).
 */
import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config, LogFormat } from '../config';

/** The access log's fields (plugins/access-log.ts), written into its message instead of after it. */
const ACCESS_FIELDS = ['method', 'url', 'statusCode', 'responseTime'] as const;

/** One access-log line as a person reads it; other lines keep their message. */
export function prettyMessage(log: Record<string, unknown>, messageKey: string): string {
  const message = typeof log[messageKey] === 'string' ? log[messageKey] : '';
  if (message !== 'request' || ACCESS_FIELDS.some((field) => log[field] === undefined)) return message;
  return `${String(log.method)} ${String(log.url)} ${String(log.statusCode)} ${String(log.responseTime)} ms`;
}

/**
 * The stream for pino's `stream` option: pino-pretty for `pretty`, undefined (pino's
 * own JSON on standard output) for `json`. Synchronous, so the last lines before an exit
 * are not lost.
 */
export function logDestination(format: LogFormat, output?: NodeJS.WritableStream): ReturnType<typeof pretty> | undefined {
  if (format === 'json') return undefined;
  return pretty({
    // Standard output unless a test reads the lines.
    ...(output ? { destination: output } : {}),
    // Colours for a terminal only (LOG_FORMAT=pretty into a file stays plain text).
    colorize: !output && process.stdout.isTTY === true,
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    // The process is known to whoever watches its terminal; the access fields are in the message.
    ignore: ['pid', 'hostname', 'reqId', ...ACCESS_FIELDS].join(','),
    messageFormat: (log, messageKey) => prettyMessage(log, messageKey),
  });
}

/**
 * A logger for the lines before the server, and its own logger, exist (migrating,
 * seeding): the same level and format as the server's.
 */
export function createStartupLog(config: Pick<Config, 'logLevel' | 'logFormat'>): Logger {
  const destination = logDestination(config.logFormat);
  return destination ? pino({ level: config.logLevel }, destination) : pino({ level: config.logLevel });
}
