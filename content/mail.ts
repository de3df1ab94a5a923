import type { Locale } from '@/lib/i18n/locale';
import { LANGUAGE_LABELS } from './console';

/**
 * The fixed texts of the e-mails a visitor receives (decision 125). Nothing typed in a form
 * appears in them: no name, company or message, only the reference the site made, the agency's
 * contact details and the opt-out link. Whoever types a stranger's address can only make the site
 * tell that stranger that a request with a reference was received, at most a few times a day.
 */
export type ConfirmationKind = 'claim' | 'business_inquiry' | 'lead_assessment' | 'lead_callback' | 'opt_out';

export const CONFIRMATION_TOPICS: Record<ConfirmationKind, string> = {
  claim: 'claim.confirmation',
  business_inquiry: 'business_inquiry.confirmation',
  lead_assessment: 'lead.confirmation',
  lead_callback: 'lead.confirmation',
  opt_out: 'opt_out.confirmation',
};

const COPY: Record<ConfirmationKind, { subject: string; received: string; next: string }> = {
  claim: {
    subject: 'We received your claim',
    received: 'We received your insurance claim on our website.',
    next: 'Your dedicated agent will be in touch within 24 hours.',
  },
  business_inquiry: {
    subject: 'We received your small-business inquiry',
    received: 'We received your small-business group health inquiry on our website.',
    next: 'Our business insurance specialist will be in touch within 24 hours.',
  },
  lead_assessment: {
    subject: 'Your free consultation request',
    received: 'We received your request for a free consultation on our website.',
    next: 'A licensed advisor will be in touch shortly. The consultation is free, takes 15-30 minutes and carries no obligation.',
  },
  lead_callback: {
    subject: 'Your call-back request',
    received: 'We received your call-back request on our website.',
    next: 'A licensed advisor will call you back. The consultation is free, takes 15-30 minutes and carries no obligation.',
  },
  opt_out: {
    subject: 'Your opt-out request',
    received: 'We received your request to stop contacting you.',
    next:
      'From now on we send no confirmation e-mails to this address, and our agents and our CRM are told not to call, text or ' +
      'e-mail the address or number you gave. This is the only e-mail we send about it.',
  },
};

export interface ConfirmationContact {
  brand: string;
  phone: string;
  email: string;
  /** Empty when not configured. */
  address: string;
  optOutUrl: string;
}

/** Subject and plain text of a visitor's confirmation: fixed words, the reference, our details. */
export function confirmationEmailText(
  kind: ConfirmationKind,
  reference: string,
  contact: ConfirmationContact,
): { subject: string; text: string } {
  const copy = COPY[kind];
  const lines = [
    `Hello,`,
    ``,
    copy.received,
    copy.next,
    ``,
    `Your reference: ${reference}`,
    ``,
    `Questions? Call ${contact.phone} or write to ${contact.email}.`,
    ...(contact.address ? [`${contact.brand}, ${contact.address}`] : []),
    ``,
    ...(kind === 'opt_out'
      ? [`If you did not ask for this, call ${contact.phone} and we will put it right.`]
      : [`Did not send this request, or do not want to hear from us? Opt out here: ${contact.optOutUrl}`]),
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
