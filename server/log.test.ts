import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from './log';

afterEach(() => vi.restoreAllMocks());

function captureLine(write: () => void): Record<string, unknown> {
  const lines: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  write();
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

describe('log', () => {
  it('writes one JSON object per line with time, level and message', () => {
    const line = captureLine(() => log.info('claim stored', { reference: 'CLM-ABC', files: 2 }));
    expect(line).toMatchObject({ level: 'info', msg: 'claim stored', reference: 'CLM-ABC', files: 2 });
    expect(typeof line.time).toBe('string');
  });

  it("never writes a visitor's e-mail, phone, name or free text, even when a caller passes them", () => {
    const line = captureLine(() =>
      log.info('oops', {
        email: 'jane@example.com',
        phone: '2025550142',
        firstName: 'Jane',
        description: 'knee surgery',
      }),
    );
    expect(JSON.stringify(line)).not.toMatch(/jane|2025550142|knee/i);
  });
});

describe('describeError', () => {
  it("keeps a failed query's statement and code, never its parameters", async () => {
    const { describeError } = await import('./log');
    const error = Object.assign(
      new Error(
        'Failed query: insert into "leads" ("name", "email") values ($1, $2)\nparams: Bob,bob.secret@example.com',
      ),
      {
        cause: { code: '22021' },
      },
    );
    const described = describeError(error);
    expect(described.error).toContain('insert into "leads"');
    expect(described.error).not.toContain('bob.secret');
    expect(described.code).toBe('22021');
  });
});
