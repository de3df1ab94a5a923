/**
 * The words of every submission type (content/submissions/<type>.ts and their Spanish in
 * content/es/submissions/), put into the site-wide lists that read them: the consent topics
 * (content/consent.ts), the confirmation e-mails (content/mail.ts), the console's labels and
 * columns (content/console.ts) and the message catalogue (content/messages.ts, content/es/
 * messages.ts). A new type's words are its two files and its line in each table here (decision 178).
 *
 * The imports are relative with their extension: the refusal page (server/http/refusal-page.ts)
 * reads the Spanish catalogue through Node before Next.js starts. No client component imports these
 * files (the bundler ships a module whole, this index with every type's words): a page hands its
 * form the words it shows (tests/architecture/visitor-page-scripts.test.ts).
 */
import * as businessInquiryEs from '../es/submissions/business-inquiry.ts';
import * as claimEs from '../es/submissions/claim.ts';
import * as homeAssessmentEs from '../es/submissions/home-assessment.ts';
import * as leadEs from '../es/submissions/lead.ts';
import type { Translation } from '../../lib/i18n/translation.ts';
import * as businessInquiry from './business-inquiry.ts';
import type { ItemColumn } from './console-columns.ts';
import * as claim from './claim.ts';
import * as homeAssessment from './home-assessment.ts';
import * as lead from './lead.ts';

/** What a type's English words file declares (its page's and form's words beside these are its own). */
interface SubmissionWords {
  /** "may call and text me about ...": the consent checkbox names what the form is about. */
  CONSENT_TOPIC: string;
  /** The confirmation e-mails' words by kind (`{}`: the type sends none). */
  CONFIRMATIONS: Readonly<Record<string, { subject: string; received: string; next: string }>>;
  /** The console's name of the type. */
  CONSOLE_LABEL: string;
  /** The item page's, the inbox's and the CSV's fields, in order. */
  CONSOLE_COLUMNS: readonly ItemColumn[];
  /** What its schema and form say to a visitor, its success toast among them. */
  MESSAGES: readonly string[];
}

/** Every type's words, in the console's order of types. */
const ENGLISH = {
  claim,
  business_inquiry: businessInquiry,
  lead,
  home_assessment: homeAssessment,
} satisfies Record<string, SubmissionWords>;

type SubmissionType = keyof typeof ENGLISH;
type Words<T extends SubmissionType> = (typeof ENGLISH)[T];

/** What a type's Spanish words file declares for these lists (the console reads English). */
type SpanishWords<English extends SubmissionWords> = {
  CONSENT_TOPIC: Translation<English['CONSENT_TOPIC']>;
  CONFIRMATIONS: Translation<English['CONFIRMATIONS']>;
  MESSAGES: Readonly<Record<English['MESSAGES'][number], string>>;
};

const SPANISH: { [T in SubmissionType]: SpanishWords<Words<T>> } = {
  claim: claimEs,
  business_inquiry: businessInquiryEs,
  lead: leadEs,
  home_assessment: homeAssessmentEs,
};

/** One part of every type's words, by type. */
function byType<Part>(part: (words: SubmissionWords) => Part) {
  return Object.fromEntries(Object.entries(ENGLISH).map(([type, words]) => [type, part(words)]));
}

function spanishByType<Part>(part: (words: SpanishWords<SubmissionWords>) => Part) {
  return Object.fromEntries(Object.entries(SPANISH).map(([type, words]) => [type, part(words)]));
}

/** "may call and text me about ...", by the type whose form gives the consent (the consent record's subject). */
export const CONSENT_TOPICS = byType((words) => words.CONSENT_TOPIC) as {
  [T in SubmissionType]: Words<T>['CONSENT_TOPIC'];
};
export const ES_CONSENT_TOPICS = spanishByType((words) => words.CONSENT_TOPIC) as Translation<typeof CONSENT_TOPICS>;

/** The confirmation e-mails by type, then by kind (a type's confirmations go out under its outbox topic). */
export const CONFIRMATIONS = byType((words) => words.CONFIRMATIONS) as {
  [T in SubmissionType]: Words<T>['CONFIRMATIONS'];
};
export const ES_CONFIRMATIONS = spanishByType((words) => words.CONFIRMATIONS) as Translation<typeof CONFIRMATIONS>;

/** The console's name of each type, in the console's order of types. */
export const CONSOLE_LABELS = byType((words) => words.CONSOLE_LABEL) as {
  [T in SubmissionType]: Words<T>['CONSOLE_LABEL'];
};

export const CONSOLE_COLUMNS = byType((words) => words.CONSOLE_COLUMNS) as {
  [T in SubmissionType]: Words<T>['CONSOLE_COLUMNS'];
};

/** What the types' forms say to a visitor (each message once: one two forms share is in content/messages.ts). */
export const MESSAGES = Object.values(ENGLISH).flatMap(
  (words) => words.MESSAGES,
) as Words<SubmissionType>['MESSAGES'][number][];

export const ES_MESSAGES = Object.assign({}, ...Object.values(SPANISH).map((words) => words.MESSAGES)) as Readonly<
  Record<(typeof MESSAGES)[number], string>
>;

/** The confirmations of every type by their kind alone, as the mail reads them. */
export function confirmationsByKind<Copy>(byType: Readonly<Record<string, Readonly<Record<string, Copy>>>>) {
  return Object.fromEntries(Object.values(byType).flatMap((kinds) => Object.entries(kinds))) as Record<
    SubmissionConfirmationKind,
    Copy
  >;
}

export type SubmissionConfirmationKind = {
  [Type in SubmissionType]: keyof Words<Type>['CONFIRMATIONS'];
}[SubmissionType];
