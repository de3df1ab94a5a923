import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ParsedMail {
  error?: string;
  subject: string;
  to: string;
  /** The text/plain body, decoded (transfer encoding and charset undone). */
  body: string;
}

/**
 * One message as an SMTP server received it, parsed by Python's e-mail package in strict mode
 * (tests/support/parse-eml.py, as server/mail/mail-kinds.db.test.ts reads the .eml files): the
 * body a mail reader shows, not the quoted-printable bytes on the wire.
 */
export function parseMail(raw: string): ParsedMail {
  const folder = mkdtempSync(path.join(tmpdir(), 'parse-mail-'));
  try {
    const file = path.join(folder, 'message.eml');
    writeFileSync(file, raw);
    const output = execFileSync('python3', [path.join(process.cwd(), 'tests/support/parse-eml.py'), file], {
      encoding: 'utf8',
    });
    return (JSON.parse(output) as ParsedMail[])[0]!;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The lines of a body as a mail reader may break them (CRLF, LF, CR, VT, FF, NEL, LS, PS). */
export function linesOf(body: string): string[] {
  return body.split(/\r\n|[\n\v\f\r\u0085\u2028\u2029]/);
}
