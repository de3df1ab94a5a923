// Pure (server.mjs imports it too): one log record as exactly one line of JSON.

// JSON.stringify escapes the C0 controls (CR, LF, ESC ...) but leaves DEL, the C1 controls and the
// line and paragraph separators (U+2028, U+2029) as they are: a terminal or a log viewer may act
// on them, or break the line there. They are escaped too, so a typed value can never end a line,
// start a forged one or move the cursor (issue 23 item 12).
const LEFT_RAW = /[\u007f-\u009f\u2028\u2029]/g;

export function jsonLine(record: Record<string, unknown>): string {
  return JSON.stringify(record).replace(LEFT_RAW, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * What may be logged of something Next.js or a library prints with console.error/warn: the error's
 * name, code and message with every quoted part removed (a database error quotes the value it
 * refused, e.g. `invalid input syntax for type uuid: "..."`), and its statement parameters cut
 * off. Never the arguments themselves.
 */
export function printedErrorFields(args: unknown[]): Record<string, unknown> {
  const error = args.find((arg): arg is Error => arg instanceof Error);
  const text = error ? `${error.name}: ${error.message}` : args.filter((arg) => typeof arg === 'string').join(' ');
  const message = text
    .split(/\s*params:/)[0]!
    .replace(/"[^"]*"|'[^']*'|`[^`]*`/g, '"[value]"')
    .slice(0, 300);
  const extra = (error ?? {}) as { code?: unknown; digest?: unknown };
  const code = typeof extra.code === 'string' ? extra.code : undefined;
  const digest = typeof extra.digest === 'string' ? extra.digest : undefined;
  return { error: message, ...(code ? { code } : {}), ...(digest ? { digest } : {}) };
}
