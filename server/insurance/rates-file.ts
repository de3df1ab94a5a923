/**
 * The agency's home-insurance rating table: the JSON format (docs/rates-file.md), its validation
 * and reading it from disk.
 *
 * Pure apart from reading the file, and free of `server-only` and path aliases, like
 * env-schema.ts: `npm run doctor` and start-up both check a file with `checkRatesFile` and report
 * the same message.
 */
import { readFileSync } from 'node:fs';
import * as z from '../../lib/zod.ts';
import '../zod-messages.ts';
import {
  CONSTRUCTION_TYPES,
  STATE_CODES,
  type ConstructionType,
  type StateCode,
} from '../../content/home-insurance-rates';

// zod 4's number refuses Infinity and NaN itself (the classic build's .finite() did nothing more).
const positive = z
  .number({ message: 'must be a positive number' })
  .check(z.positive({ message: 'must be a positive number' }));
const wholeDollars = z
  .number({ message: 'must be a whole number of dollars' })
  .check(
    z.int({ message: 'must be a whole number of dollars' }),
    z.nonnegative({ message: 'must be a whole number of dollars' }),
  );
const text = (max: number) =>
  z
    .string({ message: 'must be text' })
    .check(
      z.trim(),
      z.minLength(1, { message: 'must not be empty' }),
      z.maxLength(max, { message: `must be at most ${max} characters` }),
    );
const stateCode = z.enum(STATE_CODES, {
  message: `must be a two-letter state code (${STATE_CODES.slice(0, 3).join(', ')}, ...)`,
});

/** Age bands, youngest first; the last band has `maxYears: null` (no upper limit). */
const bands = z
  .array(
    z.strictObject({
      maxYears: z.nullable(z.number({ message: 'must be a number of years or null' }).check(z.int(), z.nonnegative())),
      factor: positive,
    }),
    {
      message: 'must be a list of {maxYears, factor} bands',
    },
  )
  .check(
    z.minLength(1, { message: 'must list at least one band' }),
    z.superRefine((list, ctx) => {
      list.forEach((band, index) => {
        const last = index === list.length - 1;
        if (last && band.maxYears !== null)
          ctx.addIssue({
            code: 'custom',
            path: [index, 'maxYears'],
            message: 'must be null on the last band (no upper limit)',
          });
        if (!last && band.maxYears === null)
          ctx.addIssue({
            code: 'custom',
            path: [index, 'maxYears'],
            message: 'only the last band may be open-ended (null)',
          });
        const previous = list[index - 1]?.maxYears;
        if (index > 0 && band.maxYears !== null && previous != null && band.maxYears <= previous) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'maxYears'],
            message: 'must be larger than the band before it',
          });
        }
      });
    }),
  );

const stateList = z
  .array(stateCode, { message: 'must be "all" or a list of state codes' })
  .check(z.minLength(1, { message: 'must list at least one state, or be "all"' }));
/** "all", or a list of states (checked by hand, so a bad entry is named rather than the whole union). */
const carrierStates = z.transform((value: unknown, ctx): 'all' | StateCode[] => {
  if (value === 'all') return 'all';
  const parsed = stateList.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: value });
  return z.NEVER;
});

const carrierSchema = z.strictObject({
  providerName: text(80),
  /** The name shown instead of the carrier's while the table is the example (e.g. "Essential"). */
  coverageLevel: z.optional(text(40)),
  /** "all", or the states the carrier writes home insurance in. */
  states: carrierStates,
  baseRatePerThousand: positive,
  dwellingMultiple: positive,
  deductibleMultiple: positive,
  personalPropertyShare: positive.check(z.lte(2, { message: 'must be at most 2 (200% of the dwelling)' })),
  liabilityCoverage: wholeDollars,
  medicalPayments: wholeDollars,
  features: z
    .array(text(120), { message: 'must be a list of texts' })
    .check(z.maxLength(12, { message: 'must list at most 12 features' })),
});

export const ratesFileSchema = z.strictObject({
  $comment: z.optional(z.string()),
  /** Stored with every quote; change it whenever a number changes. */
  ratingVersion: text(40),
  /** True for the shipped illustrative table: its carriers are never shown as offers in production. */
  example: z._default(z.boolean({ message: 'must be true or false' }), false),
  yearlyPaymentMonths: positive.check(z.lte(12, { message: 'must be at most 12' })),
  minimumMonthlyPremium: wholeDollars,
  carriers: z
    .array(carrierSchema, { message: 'must be a list of carriers' })
    .check(
      z.minLength(1, { message: 'must list at least one carrier' }),
      z.maxLength(10, { message: 'must list at most 10 carriers' }),
    ),
  factors: z.strictObject({
    state: z.record(z.string(), positive, { message: 'must map state codes to factors' }).check(
      z.superRefine((record, ctx) => {
        for (const key of Object.keys(record)) {
          if (!(STATE_CODES as readonly string[]).includes(key))
            ctx.addIssue({ code: 'custom', path: [key], message: 'is not a state code of the form' });
        }
        for (const code of STATE_CODES)
          if (!(code in record))
            ctx.addIssue({
              code: 'custom',
              path: [code],
              message: 'is missing (every state of the form needs a factor)',
            });
      }),
    ),
    homeAge: bands,
    roofAge: bands,
    /** Index = claims in the last five years; the last entry also covers more claims. */
    claimsLastFiveYears: z
      .array(positive, { message: 'must be a list of factors' })
      .check(z.minLength(1, { message: 'must list at least one factor' })),
    construction: z.record(z.string(), positive, { message: 'must map construction types to factors' }).check(
      z.superRefine((record, ctx) => {
        const known = CONSTRUCTION_TYPES.map((type) => type.value as string);
        for (const key of Object.keys(record))
          if (!known.includes(key))
            ctx.addIssue({
              code: 'custom',
              path: [key],
              message: `is not a construction type (${known.join(', ')})`,
            });
        for (const key of known)
          if (!(key in record)) ctx.addIssue({ code: 'custom', path: [key], message: 'is missing' });
      }),
    ),
    /**
     * Keyed by deductible in dollars; an offer takes the factor of the nearest listed deductible at or below it.
     */
    deductible: z.record(z.string(), positive, { message: 'must map deductibles to factors' }).check(
      // Keys checked here, as the states' are: a key schema's own message gave way to the record's
      // ("must map deductibles to factors"), which did not say that `0500` was the key to fix.
      z.superRefine((record, ctx) => {
        for (const key of Object.keys(record))
          if (!/^[1-9]\d*$/.test(key))
            ctx.addIssue({ code: 'custom', path: [key], message: 'must be a deductible in whole dollars' });
      }),
      z.refine((record) => Object.keys(record).length > 0, { message: 'must list at least one deductible' }),
    ),
  }),
});

export type RatesFile = z.output<typeof ratesFileSchema>;
export type RatesCarrier = RatesFile['carriers'][number];

/** The validated table as the quote engine uses it. */
export interface RatingTable extends RatesFile {
  factors: RatesFile['factors'] & {
    state: Record<StateCode, number>;
    construction: Record<ConstructionType, number>;
  };
}

export class RatesFileError extends Error {}

/** `carriers[1].baseRatePerThousand`, `factors.state.TX`: where in the file a rule was broken. */
function pathText(path: readonly PropertyKey[]): string {
  let text = '';
  for (const part of path) {
    if (typeof part === 'number') text += `[${part}]`;
    else text += text ? `.${String(part)}` : String(part);
  }
  return text || '(the whole file)';
}

/** Validates a parsed rates file; throws one RatesFileError listing every broken rule. */
export function parseRatesFile(data: unknown, source: string): RatingTable {
  const result = ratesFileSchema.safeParse(data);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${pathText(issue.path)}: ${issue.message}`);
    throw new RatesFileError(`Invalid rates file ${source}:\n${lines.join('\n')}`);
  }
  return result.data as RatingTable;
}

/** Reads and validates a rates file (a path relative to the working directory, or absolute). */
export function loadRatesFile(filePath: string): RatingTable {
  let raw: string;
  try {
    raw = readFileSync(filePath, 'utf8');
  } catch (error) {
    throw new RatesFileError(
      `Cannot read the rates file ${filePath} (RATES_FILE): ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    throw new RatesFileError(`Invalid rates file ${filePath}: not JSON (${(error as Error).message})`);
  }
  return parseRatesFile(data, filePath);
}

/** For `npm run doctor`: null when the configured rates file is valid (or none is set), else the problem. */
export function checkRatesFile(env: { RATES_FILE: string }): string | null {
  if (!env.RATES_FILE) return null;
  try {
    loadRatesFile(env.RATES_FILE);
    return null;
  } catch (error) {
    return error instanceof RatesFileError ? error.message : String(error);
  }
}

/** The warning for `npm run doctor` and start-up while the example table prices the quotes. */
export function ratesFilePlaceholderWarning(env: { RATES_FILE: string }): string | null {
  if (env.RATES_FILE) return null;
  return "RATES_FILE is not set: home-insurance options are priced from the example rating table and shown to visitors as estimates by coverage level, without carrier names. Set RATES_FILE to the agency's rates file (docs/rates-file.md).";
}
