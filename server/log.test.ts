import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from './env';
import { describeError, log } from './log';

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

describe('levels and streams', () => {
  const before = process.env.LOG_LEVEL;
  function setLevel(level: string) {
    process.env.LOG_LEVEL = level;
    resetEnvForTests();
  }
  afterEach(() => {
    if (before === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = before;
    resetEnvForTests();
  });

  function written(run: () => void): { out: string[]; err: string[] } {
    const out: string[] = [];
    const err: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => out.push(String(chunk)) > 0);
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => err.push(String(chunk)) > 0);
    run();
    vi.restoreAllMocks();
    return { out, err };
  }
  const levelsOf = (lines: string[]) => lines.map((line) => (JSON.parse(line) as { level: string }).level);
  const everyLevel = () => {
    log.debug('d');
    log.info('i');
    log.warn('w');
    log.error('e');
  };

  it('writes info and debug to stdout, warnings and errors to stderr (where a supervisor alerts on them)', () => {
    setLevel('debug');
    const { out, err } = written(everyLevel);
    expect(levelsOf(out)).toEqual(['debug', 'info']);
    expect(levelsOf(err)).toEqual(['warn', 'error']);
  });

  it('writes nothing below LOG_LEVEL, and nothing at all when it is silent', () => {
    setLevel('warn');
    expect(levelsOf([...written(everyLevel).out, ...written(everyLevel).err])).toEqual(['warn', 'error']);
    setLevel('info');
    expect(levelsOf(written(everyLevel).out)).toEqual(['info']);
    setLevel('silent');
    expect(written(everyLevel)).toEqual({ out: [], err: [] });
  });
});

describe('redaction', () => {
  it('keeps a personal field as "[redacted]", in any case, so a reader sees it was there', () => {
    const line = captureLine(() => log.info('x', { Email: 'a@b.example', PHONE: '2025550142', authorName: 'Jo' }));
    expect(line).toMatchObject({ Email: '[redacted]', PHONE: '[redacted]', authorName: '[redacted]' });
  });

  it('keeps counts and flags whose names only contain a personal word', () => {
    const line = captureLine(() => log.info('x', { emailsQueued: 2, hasPhone: true, fileName: 'policy.pdf' }));
    expect(line).toMatchObject({ emailsQueued: 2, hasPhone: true, fileName: 'policy.pdf' });
  });
});

describe('describeError, what is kept', () => {
  it('cuts the parameters even when nothing separates them from the statement', () => {
    const described = describeError(new Error('insert into "claims" values ($1)params: Jane,jane@example.com'));
    expect(described).toEqual({ error: 'Error: insert into "claims" values ($1)' });
  });

  it('keeps at most 500 characters of a message', () => {
    expect(describeError(new Error('x'.repeat(2000))).error).toBe(`Error: ${'x'.repeat(500)}`);
  });

  it("takes the error's own code before its cause's, and only a code that is text", () => {
    const both = Object.assign(new Error('a'), { code: 'ECONNRESET', cause: { code: '57P01' } });
    expect(describeError(both).code).toBe('ECONNRESET');
    expect(describeError(Object.assign(new Error('a'), { code: 42 }))).toEqual({ error: 'Error: a' });
    expect(describeError(Object.assign(new Error('a'), { cause: 'text cause' }))).toEqual({ error: 'Error: a' });
  });

  it('names what was thrown when it is not an Error, never its value', () => {
    expect(describeError('jane@example.com')).toEqual({ error: 'non-Error thrown (string)' });
    expect(describeError({ email: 'jane@example.com' })).toEqual({ error: 'non-Error thrown (object)' });
  });
});
