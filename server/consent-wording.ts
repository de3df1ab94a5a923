import 'server-only';
import { consentCheckboxWording, type ConsentSubject, type ConsentWording } from '@/content/consent';
import { consentCheckboxWording as spanishConsentCheckboxWording } from '@/content/es/consent';
import { BRAND } from '@/content/site';
import type { Locale } from '@/lib/i18n/locale';
import { getEnv } from './env';

/** The checkbox wording per language (content/consent.ts, content/es/consent.ts; decision 182). */
const WORDINGS = { en: consentCheckboxWording, es: spanishConsentCheckboxWording } as const;

/**
 * The consent checkbox's wording for one kind of form, in the page's language, with this site's
 * agency name and opt-out line: what that form's page shows and what server/consent.ts records
 * with each of its submissions (decision 123). The page and the record take it from here with the
 * same subject and language, so the recorded words are the words shown, and the record's language
 * is the one those words are in (decision 183).
 */
export function formConsentWording(subject: ConsentSubject, locale: Locale): ConsentWording {
  const words = WORDINGS[locale]({ agencyName: BRAND.name, optOutPhone: getEnv().OPT_OUT_PHONE, subject });
  return { ...words, language: locale };
}
