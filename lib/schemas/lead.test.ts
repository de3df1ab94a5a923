import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/form-data';
import { assessmentFormSchema, callbackFormSchema } from './lead-form';
import { leadFromFormFields } from '@/lib/fields/lead';
import { leadSchema } from './lead';

const CONTACT = { name: 'Sam Rivera', email: 'sam@example.com', phone: '(407) 555-0199', consent: true };

function errorsOf(schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsOf(result.error as Parameters<typeof fieldErrorsOf>[0]);
}

describe('lead schema: ages', () => {
  it('takes one whole age from 0 to 120 per household member', () => {
    const lead = leadSchema.parse({ ...CONTACT, state: 'CA', householdSize: 3, ages: [42, 0, 120] });
    expect(lead.ages).toEqual([42, 0, 120]);
    expect(lead.kind).toBe('assessment');
  });

  it.each([[[42, 121]], [[-1]], [[4.5]], [['42']], ['42, 39']])('refuses ages %j with one message', (ages) => {
    expect(errorsOf(leadSchema, { ...CONTACT, state: 'CA', ages }).ages).toEqual([
      'Please enter each age as a whole number from 0 to 120',
    ]);
  });

  it('refuses a list that does not match the household size', () => {
    expect(errorsOf(leadSchema, { ...CONTACT, state: 'CA', householdSize: 3, ages: [42, 39] }).ages).toEqual([
      'Please enter one age for each person in your household',
    ]);
  });

  it('reports the age count together with the other problems, not after them', () => {
    const errors = errorsOf(leadSchema, { ...CONTACT, name: '', state: 'CA', householdSize: 2, ages: [42] });
    expect(errors.name).toEqual(['Name is required']);
    expect(errors.ages).toEqual(['Please enter one age for each person in your household']);
  });
});

describe('lead schema: language (decision 182)', () => {
  it('keeps the language the visitor used, and reads anything else as English without refusing', () => {
    expect(leadSchema.parse({ ...CONTACT, state: 'CA', language: 'es' }).language).toBe('es');
    expect(leadSchema.parse({ ...CONTACT, state: 'CA' }).language).toBe('en');
    expect(leadSchema.parse({ ...CONTACT, state: 'CA', language: 'fr' }).language).toBe('en');
    expect(
      callbackFormSchema.parse({ ...CONTACT, kind: 'callback', bestTime: 'morning', language: 'es' }).language,
    ).toBe('es');
  });
});

describe('lead schema: kind and call-backs', () => {
  it('keeps the ZIP-or-state rule for assessments (the default kind)', () => {
    expect(errorsOf(leadSchema, CONTACT).zipCode).toEqual(['Please enter your ZIP code or state']);
    expect(errorsOf(leadSchema, { ...CONTACT, kind: 'assessment' }).zipCode).toEqual([
      'Please enter your ZIP code or state',
    ]);
  });

  it('takes a call-back request without ZIP or state, with the best time and a note', () => {
    const lead = leadSchema.parse({ ...CONTACT, kind: 'callback', bestTime: 'evening', note: '  After 6 please ' });
    expect(lead).toMatchObject({ kind: 'callback', bestTime: 'evening', note: 'After 6 please' });
  });

  it('needs the best time for a call back, and refuses unknown kinds and times', () => {
    expect(errorsOf(leadSchema, { ...CONTACT, kind: 'callback' }).bestTime).toEqual([
      'Please choose the best time to call',
    ]);
    expect(errorsOf(leadSchema, { ...CONTACT, kind: 'callback', bestTime: 'midnight' }).bestTime).toEqual([
      'Please choose the best time to call',
    ]);
    expect(errorsOf(leadSchema, { ...CONTACT, kind: 'newsletter', state: 'CA' }).kind).toEqual([
      'Please choose assessment or callback',
    ]);
    expect(
      errorsOf(leadSchema, { ...CONTACT, kind: 'callback', bestTime: 'morning', note: 'x'.repeat(1001) }).note,
    ).toEqual(['Please keep your note under 1000 characters']);
  });

  it('still needs a phone number and an e-mail for a call back', () => {
    const errors = errorsOf(leadSchema, { name: 'Sam', kind: 'callback', bestTime: 'morning' });
    expect(errors.phone).toEqual(['Please enter a valid phone number']);
    expect(errors.email).toEqual(['Please enter a valid email address']);
  });
});

describe('the built-in forms (fields as a browser posts them)', () => {
  const ASSESSMENT_FIELDS = {
    kind: 'assessment',
    state: 'tx',
    zipCode: '73301',
    householdSize: '3',
    yearlyIncome: '$64,500',
    ages: '42, 39 12',
    coverage_health: 'on',
    coverage_dental: 'on',
    name: 'Sam Rivera',
    email: 'sam@example.com',
    phone: '512 555 0199',
    consent: 'on',
  };

  it('reads numbers, the ages and the coverage boxes into the lead', () => {
    expect(assessmentFormSchema.parse(ASSESSMENT_FIELDS)).toMatchObject({
      kind: 'assessment',
      state: 'TX',
      householdSize: 3,
      yearlyIncome: 64500,
      ages: [42, 39, 12],
      coverage: ['health', 'dental'],
      consent: true,
    });
    // What the browser posts to /api/leads is accepted there as well.
    expect(leadSchema.safeParse(leadFromFormFields(ASSESSMENT_FIELDS)).success).toBe(true);
  });

  it('asks every assessment question, each with its own message', () => {
    const errors = errorsOf(assessmentFormSchema, {
      kind: 'assessment',
      state: '',
      zipCode: '',
      householdSize: '',
      yearlyIncome: '',
      ages: '',
      name: '',
      email: '',
      phone: '',
    });
    expect(errors).toEqual({
      state: ['Please select your state'],
      zipCode: ['Please enter a valid ZIP code'],
      householdSize: ['Please choose how many people live in your household'],
      yearlyIncome: ['Please enter your yearly household income'],
      ages: ['Please enter the age of each person in your household'],
      name: ['Name is required'],
      email: ['Please enter a valid email address'],
      phone: ['Please enter a valid phone number'],
    });
  });

  it('explains typed values that are not numbers', () => {
    const errors = errorsOf(assessmentFormSchema, {
      ...ASSESSMENT_FIELDS,
      yearlyIncome: 'about 40k',
      ages: '42, forty',
    });
    expect(errors.yearlyIncome).toEqual(['Yearly income must be a whole number of dollars']);
    expect(errors.ages).toEqual(['Please enter each age as a whole number from 0 to 120']);
    expect(errorsOf(assessmentFormSchema, { ...ASSESSMENT_FIELDS, ages: '42, 39' }).ages).toEqual([
      'Please enter one age for each person in your household',
    ]);
  });

  it('takes a call-back request without any assessment question; the note may be left empty', () => {
    const lead = callbackFormSchema.parse({
      kind: 'callback',
      name: 'Sam',
      email: 'sam@example.com',
      phone: '5125550199',
      bestTime: 'anytime',
      note: '',
    });
    expect(lead).toMatchObject({ kind: 'callback', bestTime: 'anytime', coverage: [] });
    expect(lead.note).toBeUndefined();
    expect(
      errorsOf(callbackFormSchema, {
        kind: 'callback',
        name: 'Sam',
        email: 'sam@example.com',
        phone: '5125550199',
        bestTime: '',
      }).bestTime,
    ).toEqual(['Please choose the best time to call']);
  });

  it('refuses one form posted as the other', () => {
    expect(errorsOf(callbackFormSchema, ASSESSMENT_FIELDS).kind).toEqual(['Please send the call-back form']);
    expect(errorsOf(assessmentFormSchema, { ...ASSESSMENT_FIELDS, kind: 'callback' }).kind).toEqual([
      'Please send the assessment form',
    ]);
  });
});
