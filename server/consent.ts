import 'server-only';
import { consentPlainText, contactStatement, type ConsentSubject } from '@/content/consent';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale';
import type { Tx } from './db/client';
import { consentRecords } from './db/schema';
import { formConsentWording } from './consent-wording';
import { clientIp } from './http/client-ip';

export interface ConsentContext {
  /** Whether the visitor ticked the consent checkbox (false when the form had none ticked). */
  checkboxChecked: boolean;
  /** The page the form was on, as the browser reported it. */
  pageUrl: string;
  headers: Headers;
  /** The language of the page the form was on (its consent wording is in that language when there is one). */
  language?: Locale;
}

/**
 * Records, in the submission's transaction, the checkbox label exactly as the form showed it (its
 * version and words), whether it was ticked, and what that means in words: consent to calls and
 * texts, or "no consent to calls or texts: reply by e-mail, or call only in answer to this
 * request" (decision 123). The words' language is kept beside them (decision 183).
 */
export async function recordConsent(
  tx: Tx,
  subject: { type: ConsentSubject; id: string },
  context: ConsentContext,
): Promise<void> {
  const wording = formConsentWording(subject.type, context.language ?? DEFAULT_LOCALE);
  await tx.insert(consentRecords).values({
    subjectType: subject.type,
    subjectId: subject.id,
    disclosureText: consentPlainText(wording),
    disclosureVersion: wording.version,
    language: wording.language,
    checkboxChecked: context.checkboxChecked,
    contactStatement: contactStatement(context.checkboxChecked),
    ipAddress: clientIp(context.headers),
    userAgent: (context.headers.get('user-agent') ?? '').slice(0, 500),
    pageUrl: context.pageUrl.slice(0, 2000),
  });
}
