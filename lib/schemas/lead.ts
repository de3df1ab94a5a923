import * as z from '@/lib/zod';
import { localeOr } from '@/lib/i18n/locale';
import { US_STATE_CODES } from '@/lib/us-states';
import { CALL_TIMES, LEAD_KINDS, MAX_AGE, MAX_HOUSEHOLD } from '@/lib/fields/lead';
import { checkboxField, droppedWhenInvalid, emailField, phoneField, requiredText, zipCodeField } from './common';

const utmText = z.optional(
  z.string().check(z.trim(), z.maxLength(200, 'Please keep campaign values under 200 characters')),
);

const HOUSEHOLD_MESSAGE = `Household size must be a whole number from 1 to ${MAX_HOUSEHOLD}`;
const INCOME_MESSAGE = 'Yearly income must be a whole number of dollars';
const AGES_MESSAGE = `Please enter each age as a whole number from 0 to ${MAX_AGE}`;
export const AGES_COUNT_MESSAGE = 'Please enter one age for each person in your household';

/** Each field's own rule; `missing` is the message when a form requires it and it was left out. */
const fields = {
  kind: (missing?: string) => z.enum(LEAD_KINDS, { error: missing ?? 'Please choose assessment or callback' }),
  state: (missing = 'Please select your state') =>
    z.pipe(
      z.string({ error: missing }).check(z.trim(), z.toUpperCase()),
      z.enum(US_STATE_CODES, { error: 'Please select your state' }),
    ),
  householdSize: (missing = HOUSEHOLD_MESSAGE) =>
    z
      .int({ error: (issue) => (issue.input === undefined ? missing : HOUSEHOLD_MESSAGE) })
      .check(z.gte(1, HOUSEHOLD_MESSAGE), z.lte(MAX_HOUSEHOLD, HOUSEHOLD_MESSAGE)),
  yearlyIncome: (missing = INCOME_MESSAGE) =>
    z
      .int({ error: (issue) => (issue.input === undefined ? missing : INCOME_MESSAGE) })
      .check(z.gte(0, INCOME_MESSAGE), z.lte(100_000_000, INCOME_MESSAGE)),
  /** One age per household member. One message for the list, however many entries are wrong. */
  ages: (missing = AGES_MESSAGE) =>
    z.pipe(
      z.array(z.unknown(), { error: (issue) => (issue.input === undefined ? missing : AGES_MESSAGE) }).check(
        z.maxLength(MAX_HOUSEHOLD, AGES_COUNT_MESSAGE),
        z.refine((ages: unknown[]) => ages.length > 0, missing),
        z.refine(
          (ages: unknown[]) =>
            ages.every((age) => Number.isInteger(age) && (age as number) >= 0 && (age as number) <= MAX_AGE),
          AGES_MESSAGE,
        ),
      ),
      z.transform((ages: unknown[]) => ages as number[]),
    ),
  bestTime: (missing = 'Please choose the best time to call') => z.enum(CALL_TIMES, { error: missing }),
  note: () =>
    z
      .string({ error: 'Please write your note as text' })
      .check(z.trim(), z.maxLength(1000, 'Please keep your note under 1000 characters')),
};

const baseShape = {
  kind: z._default(z.optional(fields.kind()), 'assessment'),
  name: requiredText('Name is required', 120),
  email: emailField('Please enter a valid email address'),
  phone: phoneField('Please enter a valid phone number'),
  zipCode: z.optional(zipCodeField()),
  state: z.optional(fields.state()),
  householdSize: z.optional(fields.householdSize()),
  yearlyIncome: z.optional(fields.yearlyIncome()),
  ages: z.optional(fields.ages()),
  coverage: z._default(
    z.optional(
      z
        .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(60)), {
          error: 'Coverage must be a list of what you want covered',
        })
        .check(z.maxLength(10, 'Please choose at most 10 kinds of coverage')),
    ),
    [],
  ),
  bestTime: z.optional(fields.bestTime()),
  note: z.optional(fields.note()),
  // Dropped when too long, as every type's: the form adds the address, so a refusal would stop every
  // visitor from that link (an ad's long tracking address) with a field they cannot see or change.
  pageUrl: droppedWhenInvalid(2000),
  utm: z.optional(
    z.strictObject({
      source: utmText,
      medium: utmText,
      campaign: utmText,
      term: utmText,
      content: utmText,
      gclid: utmText,
      fbclid: utmText,
    }),
  ),
  consent: checkboxField,
  /** The language the visitor used (decision 182): where its thank-you page is. Unknown is English, not a refusal. */
  language: z.pipe(
    z.optional(z.unknown()),
    z.transform((value: unknown) => localeOr(value)),
  ),
};

interface RawLead {
  kind?: unknown;
  zipCode?: unknown;
  state?: unknown;
  householdSize?: unknown;
  ages?: unknown;
  bestTime?: unknown;
}
type CrossFieldRule = [
  check: (lead: RawLead) => boolean,
  params: { message: string; path: string[]; when: () => boolean },
];

// Cross-field rules run even when another field is wrong (`when`), so a visitor sees every problem
// at once; they therefore look at the raw values defensively.
const rule = (check: (lead: RawLead) => boolean, message: string, field: string): CrossFieldRule => [
  check,
  { message, path: [field], when: () => true },
];

/** An assessment needs somewhere to look up (ZIP or state); a call back only a phone number. */
const whereRule = rule(
  (lead) => lead.kind === 'callback' || Boolean(lead.zipCode || lead.state),
  'Please enter your ZIP code or state',
  'zipCode',
);
/** With both given, one age per household member (a list with a bad entry already has its message). */
const agesRule = rule(
  (lead) =>
    !(
      Array.isArray(lead.ages) &&
      lead.ages.every(Number.isInteger) &&
      typeof lead.householdSize === 'number' &&
      lead.ages.length !== lead.householdSize
    ),
  AGES_COUNT_MESSAGE,
  'ages',
);
const callTimeRule = rule(
  (lead) => lead.kind !== 'callback' || lead.bestTime !== undefined,
  'Please choose the best time to call',
  'bestTime',
);

/**
 * A lead (POST /api/leads, JSON): who, where, household, and where it came from. An assessment
 * (the default kind, as sent by earlier clients) needs a ZIP code or a state; a call-back request
 * needs the best time to call instead.
 */
export const leadSchema = z
  .object(baseShape)
  .check(z.refine(...whereRule), z.refine(...agesRule), z.refine(...callTimeRule));

export type LeadInput = z.input<typeof leadSchema>;
export type Lead = z.output<typeof leadSchema>;

/**
 * The site's own assessment form asks every question: where, household, income and ages, so the
 * thank-you screen can always make its suggestion.
 */
export const builtInAssessmentSchema = z
  .object({
    ...baseShape,
    kind: z.literal('assessment', { error: 'Please send the assessment form' }),
    state: fields.state(),
    zipCode: zipCodeField(),
    householdSize: fields.householdSize('Please choose how many people live in your household'),
    yearlyIncome: fields.yearlyIncome('Please enter your yearly household income'),
    ages: fields.ages('Please enter the age of each person in your household'),
  })
  .check(z.refine(...agesRule));

/** The call-back request: name, phone, e-mail and when to call; a note if the visitor wants. */
export const callbackSchema = z.object({
  ...baseShape,
  kind: z.literal('callback', { error: 'Please send the call-back form' }),
  bestTime: fields.bestTime(),
});
/** The same field rules for the premium tax credit estimate (lib/schemas/estimate.ts): one message per rule. */
export { fields as leadFields, agesRule as leadAgesRule };
