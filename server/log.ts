import 'server-only';
import { getEnv } from './env';
import { jsonLine } from './log-line';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/**
 * Structured logging: one JSON object per line. Callers pass ids and counts, never a visitor's
 * e-mail, phone or free text; `redact` is a second line of defence for known personal fields.
 */
const PERSONAL_KEYS =
  /^(email|authorEmail|phone|firstName|lastName|contactName|name|description|content|additionalDetails|authorName|ip|address)$/i;

function redact(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, PERSONAL_KEYS.test(key) ? '[redacted]' : value]),
  );
}

function write(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  if (order[level] < order[getEnv().LOG_LEVEL]) return;
  // Always exactly one line: every control character and line separator escaped (log-line.ts).
  const line = jsonLine({ time: new Date().toISOString(), level, msg, ...redact(fields) });
  if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write('debug', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write('error', msg, fields),
};

/**
 * An error's name, message and code, safe for a log line. A database error's message carries the
 * statement's parameters (a visitor's name, e-mail, a claim's description): only the statement's
 * shape before them is kept.
 */
export function describeError(error: unknown): { error: string; code?: string } {
  if (!(error instanceof Error)) return { error: `non-Error thrown (${typeof error})` };
  const message = error.message.split(/\s*params:/)[0]!.slice(0, 500);
  const cause = (error as { cause?: unknown }).cause;
  const code =
    (error as { code?: unknown }).code ??
    (cause && typeof cause === 'object' ? (cause as { code?: unknown }).code : undefined);
  return { error: `${error.name}: ${message}`, ...(typeof code === 'string' ? { code } : {}) };
}
