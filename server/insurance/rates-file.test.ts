import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATE_CODES } from '../../content/home-insurance-rates';
import {
  checkRatesFile,
  loadRatesFile,
  parseRatesFile,
  ratesFilePlaceholderWarning,
  RatesFileError,
} from './rates-file';

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

/**
 * A valid rates file, built here so each case below states only what it breaks. Carrier 0 writes in
 * "all" states and has a coverage level; carrier 1 lists its states and has none. `example` is left
 * out (it defaults to false).
 */
const BASE = {
  ratingVersion: '2025-06',
  yearlyPaymentMonths: 11.5,
  minimumMonthlyPremium: 25,
  carriers: [
    {
      providerName: 'Harborline Mutual',
      coverageLevel: 'Enhanced',
      states: 'all',
      baseRatePerThousand: 4,
      dwellingMultiple: 1,
      deductibleMultiple: 1,
      personalPropertyShare: 0.5,
      liabilityCoverage: 300000,
      medicalPayments: 5000,
      features: ['Replacement cost on dwelling', 'Water backup coverage'],
    },
    {
      providerName: 'Prairie Gate Home & Casualty',
      states: ['TX', 'OK'],
      baseRatePerThousand: 3.98,
      dwellingMultiple: 0.9,
      deductibleMultiple: 1.5,
      personalPropertyShare: 0.6,
      liabilityCoverage: 100000,
      medicalPayments: 0,
      features: [],
    },
  ],
  factors: {
    state: Object.fromEntries(STATE_CODES.map((code) => [code, code === 'FL' ? 1.9 : 1])),
    homeAge: [
      { maxYears: 10, factor: 0.9 },
      { maxYears: 30, factor: 1 },
      { maxYears: null, factor: 1.25 },
    ],
    roofAge: [
      { maxYears: 5, factor: 0.95 },
      { maxYears: null, factor: 1.1 },
    ],
    claimsLastFiveYears: [1, 1.15, 1.35],
    construction: { frame: 1, masonry_veneer: 0.95, masonry: 0.9 },
    deductible: { '500': 1.12, '1000': 1.08, '3000': 1 },
  },
};
type Key = string | number;
type Node = Record<Key, unknown>;
/** Marks a field to leave out of the copy. */
const LEFT_OUT = Symbol('left out');
/** A deep copy of BASE with `value` at `where` (or the field removed, with LEFT_OUT). */
function changed(where: Key[], value: unknown): Node {
  const data = structuredClone(BASE) as unknown as Node;
  let node = data;
  for (const key of where.slice(0, -1)) node = node[key] as Node;
  const last = where.at(-1)!;
  if (value === LEFT_OUT) delete node[last];
  else node[last] = value;
  return data;
}
/** The whole message a refused file gives, one indented line per broken rule. */
const refusal = (...lines: string[]) =>
  `Invalid rates file rates.json:\n${lines.map((line) => `  ${line}`).join('\n')}`;
function refusalOf(data: unknown): string {
  try {
    parseRatesFile(data, 'rates.json');
  } catch (error) {
    expect(error).toBeInstanceOf(RatesFileError);
    return (error as Error).message;
  }
  throw new Error('expected the rates file to be refused');
}
const parsed = (data: unknown) => parseRatesFile(data, 'rates.json');

describe('parseRatesFile', () => {
  it('returns a valid file with its values, "example" false when left out', () => {
    expect(parsed(structuredClone(BASE))).toEqual({ ...BASE, example: false });
  });

  it('keeps "example" as given', () => {
    expect(parsed(changed(['example'], true)).example).toBe(true);
    expect(parsed(changed(['example'], false)).example).toBe(false);
  });

  it('returns a carrier\'s list of states as listed, and "all" as "all"', () => {
    const table = parsed(changed(['carriers', 1, 'states'], ['TX', 'OK', 'DC']));
    expect(table.carriers.map((carrier) => carrier.states)).toEqual(['all', ['TX', 'OK', 'DC']]);
  });

  it('trims texts', () => {
    const data = changed(['ratingVersion'], '  2025-06 ');
    (data.carriers as Node[])[0]!.features = [' Water backup coverage '];
    const table = parsed(data);
    expect(table.ratingVersion).toBe('2025-06');
    expect(table.carriers[0]!.features).toEqual(['Water backup coverage']);
  });

  it('takes every value at its limit', () => {
    const data = structuredClone(BASE) as unknown as Node;
    const carrier = { ...BASE.carriers[0]!, features: Array.from({ length: 12 }, (_, i) => `Feature ${i}`) };
    Object.assign(carrier, {
      providerName: 'P'.repeat(80),
      coverageLevel: 'C'.repeat(40),
      personalPropertyShare: 2,
      liabilityCoverage: 0,
    });
    carrier.features[0] = 'F'.repeat(120);
    Object.assign(data, {
      ratingVersion: 'v'.repeat(40),
      yearlyPaymentMonths: 12,
      minimumMonthlyPremium: 0,
      carriers: Array.from({ length: 10 }, () => carrier),
    });
    const factors = data.factors as Node;
    factors.homeAge = [
      { maxYears: 0, factor: 1 },
      { maxYears: 1, factor: 1 },
      { maxYears: null, factor: 1 },
    ];
    factors.roofAge = [{ maxYears: null, factor: 1 }];
    factors.claimsLastFiveYears = [1];
    factors.deductible = { '1': 1 };
    const table = parsed(data);
    expect(table.carriers).toHaveLength(10);
    expect(table.carriers[9]).toEqual(carrier);
    expect(table.factors.homeAge.map((band) => band.maxYears)).toEqual([0, 1, null]);
  });

  it.each<[string, Key[], unknown, string]>([
    ['a rating version that is not text', ['ratingVersion'], 2025, 'ratingVersion: must be text'],
    ['an empty rating version', ['ratingVersion'], '   ', 'ratingVersion: must not be empty'],
    ['a rating version too long', ['ratingVersion'], 'v'.repeat(41), 'ratingVersion: must be at most 40 characters'],
    ['an "example" that is not a boolean', ['example'], 'yes', 'example: must be true or false'],
    ['zero yearly payment months', ['yearlyPaymentMonths'], 0, 'yearlyPaymentMonths: must be a positive number'],
    ['yearly payment months as text', ['yearlyPaymentMonths'], '12', 'yearlyPaymentMonths: must be a positive number'],
    ['more than 12 yearly payment months', ['yearlyPaymentMonths'], 12.5, 'yearlyPaymentMonths: must be at most 12'],
    [
      'cents in the minimum premium',
      ['minimumMonthlyPremium'],
      24.5,
      'minimumMonthlyPremium: must be a whole number of dollars',
    ],
    [
      'a negative minimum premium',
      ['minimumMonthlyPremium'],
      -25,
      'minimumMonthlyPremium: must be a whole number of dollars',
    ],
    [
      'a minimum premium as text',
      ['minimumMonthlyPremium'],
      '25',
      'minimumMonthlyPremium: must be a whole number of dollars',
    ],
    ['carriers that are not a list', ['carriers'], {}, 'carriers: must be a list of carriers'],
    ['no carrier', ['carriers'], [], 'carriers: must list at least one carrier'],
    [
      '11 carriers',
      ['carriers'],
      Array.from({ length: 11 }, () => BASE.carriers[0]),
      'carriers: must list at most 10 carriers',
    ],
    ['an empty carrier name', ['carriers', 0, 'providerName'], ' ', 'carriers[0].providerName: must not be empty'],
    [
      'a carrier name too long',
      ['carriers', 0, 'providerName'],
      'P'.repeat(81),
      'carriers[0].providerName: must be at most 80 characters',
    ],
    [
      'a coverage level too long',
      ['carriers', 0, 'coverageLevel'],
      'C'.repeat(41),
      'carriers[0].coverageLevel: must be at most 40 characters',
    ],
    [
      'states that are neither "all" nor a list',
      ['carriers', 1, 'states'],
      'TX',
      'carriers[1].states: must be "all" or a list of state codes',
    ],
    [
      'a carrier without states',
      ['carriers', 1, 'states'],
      LEFT_OUT,
      'carriers[1].states: must be "all" or a list of state codes',
    ],
    [
      'an empty list of states',
      ['carriers', 1, 'states'],
      [],
      'carriers[1].states: must list at least one state, or be "all"',
    ],
    [
      'an unknown state',
      ['carriers', 1, 'states'],
      ['TX', 'ZZ'],
      'carriers[1].states[1]: must be a two-letter state code (AL, AK, AZ, ...)',
    ],
    [
      'a state in lower case',
      ['carriers', 1, 'states'],
      ['tx'],
      'carriers[1].states[0]: must be a two-letter state code (AL, AK, AZ, ...)',
    ],
    [
      'a negative base rate',
      ['carriers', 1, 'baseRatePerThousand'],
      -3,
      'carriers[1].baseRatePerThousand: must be a positive number',
    ],
    [
      'a zero dwelling multiple',
      ['carriers', 0, 'dwellingMultiple'],
      0,
      'carriers[0].dwellingMultiple: must be a positive number',
    ],
    [
      'a deductible multiple as text',
      ['carriers', 0, 'deductibleMultiple'],
      'one',
      'carriers[0].deductibleMultiple: must be a positive number',
    ],
    [
      'a zero personal property share',
      ['carriers', 0, 'personalPropertyShare'],
      0,
      'carriers[0].personalPropertyShare: must be a positive number',
    ],
    [
      'a personal property share over 2',
      ['carriers', 0, 'personalPropertyShare'],
      2.01,
      'carriers[0].personalPropertyShare: must be at most 2 (200% of the dwelling)',
    ],
    [
      'cents in the liability coverage',
      ['carriers', 0, 'liabilityCoverage'],
      1000.5,
      'carriers[0].liabilityCoverage: must be a whole number of dollars',
    ],
    [
      'negative medical payments',
      ['carriers', 1, 'medicalPayments'],
      -1,
      'carriers[1].medicalPayments: must be a whole number of dollars',
    ],
    [
      'features that are not a list',
      ['carriers', 0, 'features'],
      'Water backup',
      'carriers[0].features: must be a list of texts',
    ],
    [
      '13 features',
      ['carriers', 0, 'features'],
      Array.from({ length: 13 }, (_, i) => `Feature ${i}`),
      'carriers[0].features: must list at most 12 features',
    ],
    [
      'an empty feature',
      ['carriers', 0, 'features'],
      ['Water backup', ' '],
      'carriers[0].features[1]: must not be empty',
    ],
    [
      'a feature too long',
      ['carriers', 0, 'features'],
      ['F'.repeat(121)],
      'carriers[0].features[0]: must be at most 120 characters',
    ],
    [
      'state factors that are not a map',
      ['factors', 'state'],
      [1, 2],
      'factors.state: must map state codes to factors',
    ],
    ['a zero state factor', ['factors', 'state', 'TX'], 0, 'factors.state.TX: must be a positive number'],
    [
      'a factor for an unknown state',
      ['factors', 'state', 'ZZ'],
      1,
      'factors.state.ZZ: is not a state code of the form',
    ],
    [
      'a state left out',
      ['factors', 'state', 'WY'],
      LEFT_OUT,
      'factors.state.WY: is missing (every state of the form needs a factor)',
    ],
    [
      'age bands that are not a list',
      ['factors', 'homeAge'],
      { maxYears: null, factor: 1 },
      'factors.homeAge: must be a list of {maxYears, factor} bands',
    ],
    ['no roof age band', ['factors', 'roofAge'], [], 'factors.roofAge: must list at least one band'],
    [
      'years as text',
      ['factors', 'homeAge', 0, 'maxYears'],
      '10',
      'factors.homeAge[0].maxYears: must be a number of years or null',
    ],
    [
      'negative years',
      ['factors', 'homeAge', 0, 'maxYears'],
      -1,
      'factors.homeAge[0].maxYears: must be a number of years or null',
    ],
    [
      'years with a fraction',
      ['factors', 'roofAge', 0, 'maxYears'],
      2.5,
      'factors.roofAge[0].maxYears: must be a number of years or null',
    ],
    [
      'a zero band factor',
      ['factors', 'homeAge', 1, 'factor'],
      0,
      'factors.homeAge[1].factor: must be a positive number',
    ],
    [
      'an upper limit on the last band',
      ['factors', 'homeAge', 2, 'maxYears'],
      80,
      'factors.homeAge[2].maxYears: must be null on the last band (no upper limit)',
    ],
    [
      'an open-ended band before the last',
      ['factors', 'homeAge', 1, 'maxYears'],
      null,
      'factors.homeAge[1].maxYears: only the last band may be open-ended (null)',
    ],
    [
      'a band as old as the one before',
      ['factors', 'homeAge', 1, 'maxYears'],
      10,
      'factors.homeAge[1].maxYears: must be larger than the band before it',
    ],
    [
      'a band younger than the one before',
      ['factors', 'homeAge', 1, 'maxYears'],
      5,
      'factors.homeAge[1].maxYears: must be larger than the band before it',
    ],
    [
      'claims factors that are not a list',
      ['factors', 'claimsLastFiveYears'],
      1,
      'factors.claimsLastFiveYears: must be a list of factors',
    ],
    [
      'no claims factor',
      ['factors', 'claimsLastFiveYears'],
      [],
      'factors.claimsLastFiveYears: must list at least one factor',
    ],
    [
      'a negative claims factor',
      ['factors', 'claimsLastFiveYears', 1],
      -1.15,
      'factors.claimsLastFiveYears[1]: must be a positive number',
    ],
    [
      'construction factors that are not a map',
      ['factors', 'construction'],
      'frame',
      'factors.construction: must map construction types to factors',
    ],
    [
      'an unknown construction type',
      ['factors', 'construction', 'wood'],
      1,
      'factors.construction.wood: is not a construction type (frame, masonry_veneer, masonry)',
    ],
    [
      'a construction type left out',
      ['factors', 'construction', 'masonry'],
      LEFT_OUT,
      'factors.construction.masonry: is missing',
    ],
    [
      'deductible factors that are not a map',
      ['factors', 'deductible'],
      1.08,
      'factors.deductible: must map deductibles to factors',
    ],
    ['no deductible', ['factors', 'deductible'], {}, 'factors.deductible: must list at least one deductible'],
    [
      'a zero deductible factor',
      ['factors', 'deductible', '500'],
      0,
      'factors.deductible.500: must be a positive number',
    ],
    ['a misspelt carrier field', ['carriers', 1, 'baseRate'], 3, 'carriers[1]: Unrecognized key: "baseRate"'],
  ])('refuses %s, with the one line that says what to fix', (_label, where, value, line) => {
    expect(refusalOf(changed(where, value))).toBe(refusal(line));
  });

  it.each(['0500', '1000x', '0', '-500', '1,000', ' 1000'])('refuses the deductible key %j, naming it', (key) => {
    const message = refusalOf(changed(['factors', 'deductible', key], 1));
    expect(message).toBe(refusal(`factors.deductible.${key}: must be a deductible in whole dollars`));
    expect(message.split('\n')).toHaveLength(2);
  });

  it('does not call a band after an open-ended one too young', () => {
    const data = changed(
      ['factors', 'roofAge'],
      [
        { maxYears: null, factor: 1 },
        { maxYears: 0, factor: 1 },
        { maxYears: null, factor: 1 },
      ],
    );
    expect(refusalOf(data)).toBe(refusal('factors.roofAge[0].maxYears: only the last band may be open-ended (null)'));
  });

  it.each([null, [], 'rates', 42])('says "(the whole file)" for a file that is not an object (%j)', (data) => {
    expect(refusalOf(data)).toMatch(/^Invalid rates file rates\.json:\n {2}\(the whole file\): [^\n]+$/);
  });

  it('lists every broken rule, one indented line each, in one error', () => {
    const data = changed(['ratingVersion'], '');
    (data.carriers as Node[])[1]!.baseRatePerThousand = -3;
    const factors = data.factors as Node;
    delete (factors.state as Node).TX;
    (factors.construction as Node).wood = 1;
    expect(() => parseRatesFile(data, 'rates.json')).toThrow(
      new RatesFileError(
        refusal(
          'ratingVersion: must not be empty',
          'carriers[1].baseRatePerThousand: must be a positive number',
          'factors.state.TX: is missing (every state of the form needs a factor)',
          'factors.construction.wood: is not a construction type (frame, masonry_veneer, masonry)',
        ),
      ),
    );
  });
});

describe('loadRatesFile, checkRatesFile', () => {
  it('reads a valid file from disk', () => {
    expect(loadRatesFile(writeRates('valid.json', BASE))).toEqual({ ...BASE, example: false });
  });

  it('names the file, the variable and the error when the file cannot be read', () => {
    const missing = path.join(dir, 'nowhere', 'rates.json');
    expect(() => loadRatesFile(missing)).toThrow(
      new RatesFileError(`Cannot read the rates file ${missing} (RATES_FILE): ENOENT`),
    );
  });

  it("says the file is not JSON, with the parser's reason", () => {
    const raw = '{"ratingVersion": "2025-06",';
    const file = writeRates('truncated.json', raw);
    let reason = '';
    try {
      JSON.parse(raw);
    } catch (error) {
      reason = (error as Error).message;
    }
    expect(() => loadRatesFile(file)).toThrow(new RatesFileError(`Invalid rates file ${file}: not JSON (${reason})`));
  });

  it('names the file in the list of broken rules', () => {
    const file = writeRates('no-deductible.json', changed(['factors', 'deductible'], {}));
    expect(() => loadRatesFile(file)).toThrow(
      new RatesFileError(`Invalid rates file ${file}:\n  factors.deductible: must list at least one deductible`),
    );
  });

  it('gives the doctor null for no file or a valid one, the whole message otherwise', () => {
    expect(checkRatesFile({ RATES_FILE: '' })).toBeNull();
    expect(checkRatesFile({ RATES_FILE: writeRates('doctor-valid.json', BASE) })).toBeNull();
    const bad = writeRates('doctor-bad.json', changed(['yearlyPaymentMonths'], 13));
    expect(checkRatesFile({ RATES_FILE: bad })).toBe(
      `Invalid rates file ${bad}:\n  yearlyPaymentMonths: must be at most 12`,
    );
    const missing = path.join(dir, 'doctor-missing.json');
    expect(checkRatesFile({ RATES_FILE: missing })).toBe(`Cannot read the rates file ${missing} (RATES_FILE): ENOENT`);
  });

  it('warns, while RATES_FILE is unset, that the example table prices the quotes', () => {
    expect(ratesFilePlaceholderWarning({ RATES_FILE: '' })).toBe(
      "RATES_FILE is not set: home-insurance options are priced from the example rating table and shown to visitors as estimates by coverage level, without carrier names. Set RATES_FILE to the agency's rates file (docs/rates-file.md).",
    );
    expect(ratesFilePlaceholderWarning({ RATES_FILE: 'rates.json' })).toBeNull();
  });
});
