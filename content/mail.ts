import type { Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';
import * as Spanish from './es/mail';
import { LANGUAGE_LABELS } from './console';
import {
  CONFIRMATIONS as SUBMISSION_CONFIRMATIONS,
  confirmationsByKind,
  type SubmissionConfirmationKind,
} from './submissions';

/**
 * The fixed texts of the e-mails a visitor receives (decision 125). Nothing typed in a form
 * appears in them: no name, company or message, only the reference the site made, the agency's
 * contact details and the opt-out link. Whoever types a stranger's address can only make the site
 * tell that stranger that a request with a reference was received, at most a few times a day.
 */
export type ConfirmationKind = SubmissionConfirmationKind | 'opt_out';

/** The outbox topic of each confirmation: its type's (`lead.confirmation` for both of a lead's). */
export const CONFIRMATION_TOPICS = {
  ...(Object.fromEntries(
    Object.entries(SUBMISSION_CONFIRMATIONS).flatMap(([type, kinds]) =>
      Object.keys(kinds).map((kind) => [kind, `${type}.confirmation`]),
    ),
  ) as Record<SubmissionConfirmationKind, string>),
  opt_out: 'opt_out.confirmation',
} satisfies Record<ConfirmationKind, string>;

export interface ConfirmationCopy {
  subject: string;
  received: string;
  next: string;
}

/**
 * What each kind of confirmation says was received and what happens next: each type's words file
 * holds its own (content/submissions/index.ts), the opt-out's is here.
 */
export const CONFIRMATION_COPY: Record<ConfirmationKind, ConfirmationCopy> = {
  ...confirmationsByKind<ConfirmationCopy>(SUBMISSION_CONFIRMATIONS),
  opt_out: {
    subject: 'Your opt-out request',
    received: 'We received your request to stop contacting you.',
    next:
      'From now on we send no confirmation e-mails to this address, and our agents and our CRM are told not to call, text or ' +
      'e-mail the address or number you gave. This is the only e-mail we send about it.',
  },
};

/** The lines every confirmation shares, around the reference and the agency's details. */
export const CONFIRMATION_LINES = {
  greeting: 'Hello,',
  reference: (reference: string) => `Your reference: ${reference}`,
  questions: (phone: string, email: string) => `Questions? Call ${phone} or write to ${email}.`,
  /** The opt-out's own confirmation: what to do when someone else opted this address out. */
  notRequested: (phone: string) => `If you did not ask for this, call ${phone} and we will put it right.`,
  optOut: (url: string) => `Did not send this request, or do not want to hear from us? Opt out here: ${url}`,
};

export interface ConfirmationContact {
  brand: string;
  phone: string;
  email: string;
  /** Empty when not configured. */
  address: string;
  optOutUrl: string;
}

/**
 * Subject and plain text of a visitor's confirmation, in the visitor's language: fixed words, the
 * reference, our details.
 */
export function confirmationEmailText(
  kind: ConfirmationKind,
  reference: string,
  contact: ConfirmationContact,
  locale: Locale = 'en',
): { subject: string; text: string } {
  const copy = pick(locale, CONFIRMATION_COPY, Spanish.CONFIRMATION_COPY)[kind];
  const words = pick(locale, CONFIRMATION_LINES, Spanish.CONFIRMATION_LINES);
  const lines = [
    words.greeting,
    ``,
    copy.received,
    copy.next,
    ``,
    words.reference(reference),
    ``,
    words.questions(contact.phone, contact.email),
    ...(contact.address ? [`${contact.brand}, ${contact.address}`] : []),
    ``,
    ...(kind === 'opt_out' ? [words.notRequested(contact.phone)] : [words.optOut(contact.optOutUrl)]),
    ``,
    contact.brand,
  ];
  return { subject: `${copy.subject} (${reference})`, text: lines.join('\n') };
}

/**
 * The line of the agency's e-mail that says which language the visitor used (issue 26), so the
 * answer goes out in it: "Language: Spanish".
 */
export function agencyLanguageLine(language: Locale): string {
  return `Language: ${LANGUAGE_LABELS[language]}`;
}
