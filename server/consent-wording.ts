import 'server-only';
import { consentCheckboxWording, type ConsentSubject, type ConsentWording } from '@/content/consent';
import { BRAND } from '@/content/site';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale';
import { getEnv } from './env';

type WordingOf = typeof consentCheckboxWording;

/**
 * The checkbox wording per language. Spanish is added with its words (content/es/consent.ts,
 * issue 26); until then a Spanish page shows, and its record keeps, the English wording marked
 * 'en', so a record never claims a language its words are not in.
 */
const WORDINGS: Partial<Record<Locale, WordingOf>> = { en: consentCheckboxWording };

/**
 * The consent checkbox's wording for one kind of form in one language, with this site's agency
 * name and opt-out line: what that form's page shows and what server/consent.ts records with each
 * of its submissions (decision 123). The page and the record take it from here with the same
 * subject and language, so the recorded words are the words shown.
 */
export function formConsentWording(subject: ConsentSubject, locale: Locale = DEFAULT_LOCALE): ConsentWording {
  const wording = WORDINGS[locale] ?? consentCheckboxWording;
  return wording({ agencyName: BRAND.name, optOutPhone: getEnv().OPT_OUT_PHONE, subject });
}
