import { describe, expect, it } from 'vitest';
import { ES_MESSAGES } from '@/content/es/messages';
import { TOASTS } from '@/content/form-toasts';
import { SUCCESS_TOAST as BUSINESS_SUCCESS_TOAST } from '@/content/submissions/business-inquiry';
import { SUCCESS_TOAST as CLAIM_SUCCESS_TOAST } from '@/content/submissions/claim';
import { VISITOR_MESSAGES } from '@/content/messages';
import { COMMENT_MESSAGES } from '@/lib/fields/comment';
import { OPT_OUT_MESSAGES } from '@/lib/fields/opt-out';
import { matchesMessageList, placeholdersOf } from '@/lib/i18n/messages';
import { uploadMessages } from '@/lib/upload-limits';
import { businessInquirySchema } from '@/lib/schemas/business-inquiry';
import { claimSchema } from '@/lib/schemas/claim';
import { commentInputSchema } from '@/lib/schemas/comment';
import { estimateRequestSchema } from '@/lib/schemas/estimate';
import { homeAssessmentSchema } from '@/lib/schemas/home-assessment';
import { builtInAssessmentSchema, callbackSchema, leadSchema } from '@/lib/schemas/lead';
import { assessmentFormSchema, callbackFormSchema } from '@/lib/schemas/lead-form';
import { optOutSchema } from '@/lib/schemas/opt-out';
import * as z from '@/lib/zod';
import type { ZodMiniType } from '@/lib/zod';
import { SUBMISSION_TYPES } from '@/server/submissions/registry';

// As in the browser, which runs these schemas: zod without its English locale. The registry's
// imports set that locale for the server's own checks (server/zod-messages.ts).
z.config({ localeError: undefined });

describe('the visitor message catalogue (decision 182)', () => {
  it('lists each message once', () => {
    expect(new Set(VISITOR_MESSAGES).size).toBe(VISITOR_MESSAGES.length);
  });

  it.each(VISITOR_MESSAGES.map((message) => [message]))('has Spanish for %j, not the English again', (message) => {
    const spanish = ES_MESSAGES[message];
    expect(spanish.trim()).not.toBe('');
    expect(spanish).not.toBe(message);
    // A template's value (a file name, a limit, the phone number) must come through the translation.
    expect(placeholdersOf(spanish).sort()).toEqual(placeholdersOf(message).sort());
  });

  it('translates nothing the list does not name', () => {
    expect(Object.keys(ES_MESSAGES).sort()).toEqual([...VISITOR_MESSAGES].sort());
  });
});

// The specification's words (sections 4, 5 and 8), copied here on purpose: the catalogue and the
// modules that produce them must keep them byte for byte.
const SPEC_MESSAGES = [
  'First name is required',
  'Last name is required',
  'Please enter a valid email address',
  'Please enter a valid phone number',
  'Please provide a detailed description',
  'Company name is required',
  'Contact name is required',
  'Please select number of employees',
  'Please select your state',
  'Please enter a valid ZIP code',
  'ZIP code is too long',
  'Comment required',
  'Please enter a comment before submitting.',
  'Submitting...',
  'Submission Failed',
  'Please try again or call us directly for immediate assistance.',
  'Claim Submitted Successfully',
  'Your dedicated agent will contact you within 24 hours.',
  'Inquiry Submitted Successfully',
  'Our business insurance specialist will contact you within 24 hours.',
  'Selection confirmed',
  'An agent will contact you shortly with more details about your selected insurance plan.',
  'Error',
  'There was a problem saving your selection. Please try again.',
  'Comment posted!',
  'Your comment has been added successfully.',
  'Error posting comment',
  'Failed to post comment. Please try again.',
] as const;

describe("the catalogue keeps the specification's English", () => {
  it.each(SPEC_MESSAGES.map((message) => [message]))('lists %j verbatim', (message) => {
    expect(VISITOR_MESSAGES).toContain(message);
  });

  it('is what the toasts and the comment form say', () => {
    expect(TOASTS).toEqual({ failure: { title: SPEC_MESSAGES[14], description: SPEC_MESSAGES[15] } });
    expect(CLAIM_SUCCESS_TOAST).toEqual({ title: SPEC_MESSAGES[16], description: SPEC_MESSAGES[17] });
    expect(BUSINESS_SUCCESS_TOAST).toEqual({ title: SPEC_MESSAGES[18], description: SPEC_MESSAGES[19] });
    expect(COMMENT_MESSAGES.requiredTitle).toBe('Comment required');
    expect(COMMENT_MESSAGES.required).toBe('Please enter a comment before submitting.');
  });
});

const LIMITS = { maxFileMb: 10, maxFiles: 5, maxTotalMb: 25 };

describe('every message a check can produce is in the catalogue', () => {
  // Every submission type's schema and its forms' own (server/submissions/registry.ts), so a new
  // type's messages are checked without a line here, and the site's other checks.
  const SCHEMAS: Record<string, ZodMiniType> = {
    ...Object.fromEntries(
      Object.values(SUBMISSION_TYPES).flatMap((definition) => [
        [definition.type, definition.schema],
        ...Object.entries(definition.forms ?? {}).flatMap(([key, form]) => {
          const schema = (form as { schema?: ZodMiniType }).schema;
          return schema ? [[key, schema]] : [];
        }),
      ]),
    ),
    claimSchema,
    businessInquirySchema,
    commentInputSchema,
    leadSchema,
    builtInAssessmentSchema,
    callbackSchema,
    assessmentFormSchema,
    callbackFormSchema,
    estimateRequestSchema,
    homeAssessmentSchema,
    optOutSchema,
  };
  /** The fields a schema reads, from its JSON Schema (rules it cannot express are left as they are). */
  const fieldsOf = (schema: ZodMiniType) =>
    Object.keys(
      (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: object }).properties ?? {},
    );
  const FIELDS = [
    ...new Set([
      ...Object.values(SCHEMAS).flatMap(fieldsOf),
      ...['agent', 'firstName', 'lastName', 'email', 'phone', 'claimType', 'description', 'urgency', 'consent'],
      ...['companyName', 'contactName', 'employeeCount', 'state', 'zipCode', 'subsidizePlans', 'additionalDetails'],
      ...['authorName', 'authorEmail', 'content', 'blogPostUrl', 'reason', 'pageUrl'],
      ...['kind', 'name', 'householdSize', 'yearlyIncome', 'ages', 'coverage', 'bestTime', 'note', 'utm'],
      ...['dwellingCoverage', 'squareFeet', 'yearBuilt', 'construction', 'roofAge', 'claimsLastFiveYears'],
      ...['preferredDeductible', 'fullName'],
    ]),
  ];
  const BAD_VALUES: unknown[] = [
    undefined,
    null,
    true,
    42,
    -1,
    1.5,
    1e12,
    [],
    [1, 'x'],
    [-3],
    Array.from({ length: 30 }, () => 30),
    Array.from({ length: 12 }, (_, index) => `kind${index}`),
    {},
    { source: 'x'.repeat(300), unknown: 'x' },
    '',
    '   ',
    'x',
    'a\nb',
    'x'.repeat(10_001),
    'not-an-email',
    'someone@',
    '12',
    '555-12',
    'abcdefghij',
    '12345678901',
    '1234',
    '12345-678901',
    '$12',
    '1799',
    '9999',
    '151',
    '4',
    '250',
    '1.5',
    'zz',
    'callback',
    'assessment',
  ];

  function messagesOf(schema: ZodMiniType, input: unknown): string[] {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  }

  it.each(Object.entries(SCHEMAS))('%s', (_name, schema) => {
    const produced = new Set<string>();
    const add = (input: unknown) => messagesOf(schema, input).forEach((message) => produced.add(message));
    add({});
    add([]);
    add('text');
    for (const value of BAD_VALUES) add(Object.fromEntries(FIELDS.map((field) => [field, value])));
    for (const field of FIELDS) for (const value of BAD_VALUES) add({ [field]: value });
    // Cross-field rules: one age per member, a call back needs its time.
    add({ householdSize: 2, ages: [30] });
    add({ kind: 'callback' });
    expect(produced.size).toBeGreaterThan(3);
    const missing = [...produced].filter((message) => !matchesMessageList(message, VISITOR_MESSAGES));
    expect(missing).toEqual([]);
  });

  it('covers the upload limits, whatever the file and the configured limits', () => {
    const made = [
      uploadMessages.fileTooLarge('scan 1.pdf', LIMITS),
      uploadMessages.tooManyFiles(LIMITS),
      uploadMessages.totalTooLarge(LIMITS),
      uploadMessages.wrongType('notes.txt'),
      uploadMessages.empty('empty.pdf'),
      uploadMessages.pathInName('C:\\bills\\bill.pdf'),
      uploadMessages.badName(),
      uploadMessages.extensionMismatch('photo.pdf'),
      uploadMessages.notClean('page.pdf'),
      uploadMessages.unreadable(),
      uploadMessages.interrupted(),
    ];
    expect(made.filter((message) => !matchesMessageList(message, VISITOR_MESSAGES))).toEqual([]);
  });

  it('covers the opt-out messages', () => {
    for (const message of Object.values(OPT_OUT_MESSAGES))
      expect(matchesMessageList(message, VISITOR_MESSAGES)).toBe(true);
  });
});
