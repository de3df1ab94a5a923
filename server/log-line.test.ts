import { describe, expect, it } from 'vitest';
import { jsonLine, printedErrorFields } from './log-line';

describe('a log line', () => {
  it('is always one line of JSON: CR, LF, ESC, NUL, DEL, C1 controls and U+2028/2029 are escaped', () => {
    const typed = 'a@b.example\r\n{"level":"info","msg":"forged line"}\u001b[2J\u0000\u007f\u0085\u2028\u2029end';
    const line = jsonLine({ level: 'info', msg: 'sign-in', value: typed });
    expect(line.split(/[\n\r\u0085\u2028\u2029]/)).toHaveLength(1);
    // Nothing a terminal or a log viewer acts on is left raw.
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(JSON.parse(line)).toEqual({ level: 'info', msg: 'sign-in', value: typed });
  });

  it('keeps of what the framework prints only the error, its code and digest, with quoted values and statement parameters removed', () => {
    const error = Object.assign(
      new Error('invalid input syntax for type uuid: "------------------------------------" params: ------,x'),
      { code: '22P02', digest: '123' },
    );
    expect(printedErrorFields(['Error:', error])).toEqual({
      error: 'Error: invalid input syntax for type uuid: "[value]"',
      code: '22P02',
      digest: '123',
    });
    expect(printedErrorFields(["unexpected value 'secret@example.com'"])).toEqual({
      error: 'unexpected value "[value]"',
    });
  });
});

describe('what the framework prints, kept', () => {
  it('joins only the texts printed beside no error, never an object (a form state, a request)', () => {
    expect(printedErrorFields(['render failed', { email: 'jane@example.com' }, 'at /claims'])).toEqual({
      error: 'render failed at /claims',
    });
  });

  it('uses the error alone when there is one, not the texts beside it', () => {
    expect(printedErrorFields(['while saving jane@example.com', new TypeError('x is not a function')])).toEqual({
      error: 'TypeError: x is not a function',
    });
  });

  it('removes values in backticks and cut parameters with nothing before them, and keeps 300 characters', () => {
    expect(printedErrorFields(['bad value `jane@example.com` in query']).error).toBe('bad value "[value]" in query');
    expect(printedErrorFields(['select $1params: jane']).error).toBe('select $1');
    expect(printedErrorFields(['y'.repeat(1000)]).error).toBe('y'.repeat(300));
  });

  it('keeps a code and a digest only when they are text', () => {
    expect(printedErrorFields([Object.assign(new Error('a'), { code: 7, digest: { id: 1 } })])).toEqual({
      error: 'Error: a',
    });
  });
});
