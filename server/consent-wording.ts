import 'server-only';
import { consentCheckboxWording, type ConsentSubject, type ConsentWording } from '@/content/consent';
import { consentCheckboxWording as spanishConsentCheckboxWording } from '@/content/es/consent';
import { BRAND } from '@/content/site';
import type { Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';
import { getEnv } from './env';

/**
 * The consent checkbox's wording for one kind of form, in the page's language, with this site's
 * agency name and opt-out line: what that form's page shows and what server/consent.ts records
 * with each of its submissions (decision 123). The page and the record take it from here with the
 * same subject and language, so the recorded words are the words shown (decision 182).
 */
export function formConsentWording(subject: ConsentSubject, locale: Locale = 'en'): ConsentWording {
  const wording = pick(locale, consentCheckboxWording, spanishConsentCheckboxWording);
  return wording({ agencyName: BRAND.name, optOutPhone: getEnv().OPT_OUT_PHONE, subject });
}
