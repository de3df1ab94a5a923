import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRatesFile, loadRatesFile, ratesFilePlaceholderWarning, RatesFileError } from './rates-file';

const EXAMPLE_PATH = 'content/rates/example-rates.json';
/** The parts of the file the cases below break. */
interface EditableRates {
  ratingVersion?: string;
  carriers: Record<string, unknown>[];
  factors: {
    state: Record<string, number>;
    roofAge: { maxYears: number | null }[];
    construction: Record<string, number>;
  };
}
const example = () => JSON.parse(readFileSync(EXAMPLE_PATH, 'utf8')) as EditableRates;
const dir = mkdtempSync(path.join(tmpdir(), 'im-rates-'));
function writeRates(name: string, data: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data));
  return file;
}
const problemsOf = (file: string) => {
  try {
    loadRatesFile(file);
  } catch (error) {
    expect(error).toBeInstanceOf(RatesFileError);
    return (error as Error).message;
  }
  throw new Error('expected the file to be refused');
};

describe('rates file', () => {
  it('accepts the shipped example, flagged as the example', () => {
    const table = loadRatesFile(EXAMPLE_PATH);
    expect(table.example).toBe(true);
    expect(table.carriers.map((carrier) => carrier.coverageLevel)).toEqual(['Enhanced', 'Premier', 'Essential']);
  });

  it('names the place in the file and the rule broken', () => {
    const bad = example();
    bad.carriers[1]!.baseRatePerThousand = -3;
    const message = problemsOf(writeRates('negative-rate.json', bad));
    expect(message).toContain('negative-rate.json');
    expect(message).toContain('carriers[1].baseRatePerThousand: must be a positive number');
  });

  it.each([
    [
      'an unknown state a carrier writes in',
      (data: EditableRates) => (data.carriers[0]!.states = ['TX', 'ZZ']),
      'carriers[0].states[1]: must be a two-letter state code',
    ],
    ['a state without a factor', (data: EditableRates) => delete data.factors.state.WY, 'factors.state.WY: is missing'],
    [
      'an open-ended band that is not the last',
      (data: EditableRates) => (data.factors.roofAge[1]!.maxYears = null),
      'factors.roofAge[1].maxYears: only the last band may be open-ended',
    ],
    ['no carriers', (data: EditableRates) => (data.carriers = []), 'carriers: must list at least one carrier'],
    ['a misspelt field', (data: EditableRates) => (data.carriers[2]!.baseRate = 3), 'carriers[2]: Unrecognized key'],
    ['a missing rating version', (data: EditableRates) => delete data.ratingVersion, 'ratingVersion: must be text'],
  ])('refuses %s', (_label, change, expected) => {
    const data = example();
    change(data);
    expect(problemsOf(writeRates('bad.json', data))).toContain(expected);
  });

  it('refuses a file that is not JSON or cannot be read', () => {
    expect(problemsOf(writeRates('broken.json', '{"carriers": ['))).toMatch(/broken\.json: not JSON/);
    expect(problemsOf(path.join(dir, 'missing.json'))).toMatch(
      /Cannot read the rates file .*missing\.json \(RATES_FILE\): ENOENT/,
    );
  });

  it('gives the doctor the problem, and a placeholder warning only while RATES_FILE is unset', () => {
    const bad = example();
    bad.factors.construction.frame = 0;
    expect(checkRatesFile({ RATES_FILE: writeRates('zero.json', bad) })).toContain(
      'factors.construction.frame: must be a positive number',
    );
    expect(checkRatesFile({ RATES_FILE: EXAMPLE_PATH })).toBeNull();
    expect(checkRatesFile({ RATES_FILE: '' })).toBeNull();
    expect(ratesFilePlaceholderWarning({ RATES_FILE: '' })).toMatch(/^RATES_FILE is not set/);
    expect(ratesFilePlaceholderWarning({ RATES_FILE: '/srv/rates.json' })).toBeNull();
  });
});
