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
