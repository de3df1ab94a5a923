/**
 * The words of every submission type (content/submissions/<type>.ts, English and its Spanish),
 * put into the site-wide lists that read them: the consent topics (content/consent.ts), the
 * confirmation e-mails (content/mail.ts), the console's labels and columns (content/console.ts)
 * and the message catalogue (content/messages.ts, content/es/messages.ts). A new type's words are
 * its file alone: scripts/submission-lists.mjs lists every words file in ./words.generated.ts
 * (not in git; npm install and every command that reads it write it), and this index builds the
 * lists from that (decision 178, "Fourteenth step").
 *
 * The imports are relative with their extension: the refusal page (server/http/refusal-page.ts)
 * reads the Spanish catalogue through Node before Next.js starts. No client component imports these
 * files (the bundler ships a module whole, this index with every type's words): a page hands its
 * form the words it shows (tests/architecture/visitor-page-scripts.test.ts).
 */
import type { Translation } from '../../lib/i18n/translation.ts';
import type { ApiRoute, PageRoute } from '../routes.ts';
import type { ItemColumn } from './console-columns.ts';
import { WORDS as LISTED } from './words.generated.ts';

/** What a type's words file declares (its page's and form's words beside these are its own). */
interface SubmissionWords {
  /** "may call and text me about ...": the consent checkbox names what the form is about. */
  CONSENT_TOPIC: string;
  /** The confirmation e-mails' words by kind (`{}`: the type sends none). */
  CONFIRMATIONS: Readonly<Record<string, { subject: string; received: string; next: string }>>;
  /** The console's name of the type. */
  CONSOLE_LABEL: string;
  /** Its place among the console's types (the generated list follows it; no two types share one). */
  CONSOLE_POSITION: number;
  /** The item page's, the inbox's and the CSV's fields, in order. */
  CONSOLE_COLUMNS: readonly ItemColumn[];
  /** What its schema and form say to a visitor, its success toast among them. */
  MESSAGES: readonly string[];
  /** The Spanish of the consent topic, the confirmations and the messages (the console reads English). */
  ES_CONSENT_TOPIC: string;
  ES_CONFIRMATIONS: Readonly<Record<string, { subject: string; received: string; next: string }>>;
  ES_MESSAGES: Readonly<Record<string, string>>;
  /**
   * The type's own pages and JSON endpoints (a type's endpoint is served by the one route
   * app/api/[submission], so its entry takes that pattern here): content/routes.ts lists them with
   * the rest. A type whose forms sit on other pages (the lead's) or whose routes are its own (the
   * claim's) lists them there instead.
   */
  ROUTES?: { pages: readonly PageRoute[]; endpoints: readonly Omit<ApiRoute, 'pattern'>[] };
}

/** Every type's words (English and Spanish), in the console's order of types. */
const WORDS = LISTED satisfies Record<string, SubmissionWords>;

type SubmissionType = keyof typeof WORDS;
type Words<T extends SubmissionType> = (typeof WORDS)[T];

/** A type's Spanish as its English asks for it: every message and kind, and nothing but words. */
type SpanishOf<English extends SubmissionWords> = {
  ES_CONSENT_TOPIC: Translation<English['CONSENT_TOPIC']>;
  ES_CONFIRMATIONS: Translation<English['CONFIRMATIONS']>;
  ES_MESSAGES: Readonly<Record<English['MESSAGES'][number], string>>;
};

// Fails `tsc` when a type's Spanish is missing a message or a confirmation kind, even where its file
// left out the `Translation` annotation.
WORDS satisfies { [T in SubmissionType]: SpanishOf<Words<T>> };

/** The one route of the submission types' JSON endpoints (app/api/[submission]); each is listed by its own path. */
export const SUBMISSION_ENDPOINTS = '/api/[submission]';

type PagesOf<W> = W extends { ROUTES: { pages: readonly (infer Page)[] } } ? Page : never;

/** The types' own pages, for content/routes.ts (their paths stay literals: a definition's `pagePath` is one). */
export const SUBMISSION_PAGE_ROUTES = Object.values(WORDS).flatMap(
  (words: SubmissionWords) => words.ROUTES?.pages ?? [],
) as readonly PagesOf<Words<SubmissionType>>[];

/** The types' JSON endpoints, for content/routes.ts. */
export const SUBMISSION_API_ROUTES: readonly ApiRoute[] = Object.values(WORDS).flatMap((words: SubmissionWords) =>
  (words.ROUTES?.endpoints ?? []).map((endpoint) => ({ ...endpoint, pattern: SUBMISSION_ENDPOINTS })),
);

/** One part of every type's words, by type. */
function byType<Part>(part: (words: SubmissionWords) => Part) {
  return Object.fromEntries(Object.entries(WORDS).map(([type, words]) => [type, part(words)]));
}

/** "may call and text me about ...", by the type whose form gives the consent (the consent record's subject). */
export const CONSENT_TOPICS = byType((words) => words.CONSENT_TOPIC) as {
  [T in SubmissionType]: Words<T>['CONSENT_TOPIC'];
};
export const ES_CONSENT_TOPICS = byType((words) => words.ES_CONSENT_TOPIC) as Translation<typeof CONSENT_TOPICS>;

/** The confirmation e-mails by type, then by kind (a type's confirmations go out under its outbox topic). */
export const CONFIRMATIONS = byType((words) => words.CONFIRMATIONS) as {
  [T in SubmissionType]: Words<T>['CONFIRMATIONS'];
};
export const ES_CONFIRMATIONS = byType((words) => words.ES_CONFIRMATIONS) as Translation<typeof CONFIRMATIONS>;

/** The console's name of each type, in the console's order of types. */
export const CONSOLE_LABELS = byType((words) => words.CONSOLE_LABEL) as {
  [T in SubmissionType]: Words<T>['CONSOLE_LABEL'];
};

export const CONSOLE_COLUMNS = byType((words) => words.CONSOLE_COLUMNS) as {
  [T in SubmissionType]: Words<T>['CONSOLE_COLUMNS'];
};

/** What the types' forms say to a visitor (each message once: one two forms share is in content/messages.ts). */
export const MESSAGES = Object.values(WORDS).flatMap(
  (words) => words.MESSAGES,
) as Words<SubmissionType>['MESSAGES'][number][];

export const ES_MESSAGES = Object.assign({}, ...Object.values(WORDS).map((words) => words.ES_MESSAGES)) as Readonly<
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
