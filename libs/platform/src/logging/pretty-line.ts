/** The fields every line has (see app-logger.ts); any others are shown after the message. */
interface LogRecord {
  time?: string;
  level?: string;
  app?: string;
  context?: string;
  msg?: unknown;
  requestId?: string;
  err?: { message?: string; stack?: string };
  [field: string]: unknown;
}

const COLOURS: Readonly<Record<string, string>> = {
  fatal: '\x1b[35m',
  error: '\x1b[31m',
  warn: '\x1b[33m',
  info: '\x1b[32m',
  debug: '\x1b[36m',
  trace: '\x1b[90m',
};
const DIM = '\x1b[2m';
const RESET = '\x1b[0m';
const SHOWN = new Set(['time', 'level', 'app', 'pid', 'context', 'msg', 'requestId', 'err']);

/** A JSON log line of ours as parsed, or undefined for any other text. */
export function parseLogLine(line: string): LogRecord | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const record: unknown = JSON.parse(line);
    const fields = record as LogRecord | null;
    return typeof fields === 'object' && fields !== null && typeof fields.level === 'string'
      ? fields
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One log record as a short coloured line for a person at a terminal (local mode's
 * `npm start`): time, level, app and context, the message, the request id, other fields, and
 * an error's stack below.
 */
export function renderPrettyLine(record: LogRecord): string {
  const level = record.level ?? 'info';
  const colour = COLOURS[level] ?? '';
  const time = (record.time ?? '').slice(11, 23);
  const where = [record.app, record.context].filter(Boolean).join(' ');
  const extra = Object.entries(record)
    .filter(([key]) => !SHOWN.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const message = typeof record.msg === 'string' ? record.msg : JSON.stringify(record.msg ?? '');
  const tail = [record.requestId && `req=${record.requestId}`, ...extra].filter(Boolean).join(' ');
  let line = `${DIM}${time}${RESET} ${colour}${level.toUpperCase().padEnd(5)}${RESET} ${DIM}[${where}]${RESET} ${message}`;
  if (tail) line += ` ${DIM}${tail}${RESET}`;
  if (record.err) line += `\n${record.err.stack ?? record.err.message ?? ''}`;
  return line;
}
