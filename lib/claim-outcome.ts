import { localizedPath, type Locale } from '@/lib/i18n/locale';

/** Where the claim form posts without JavaScript, and the page that shows what came of it (decision 103). */
export const CLAIM_FORM_ENDPOINT = '/api/claims/form';

/**
 * The endpoint as the form in `locale` posts to it: the address names the language, so that a post refused before
 * its body is read (the rate limit) still lands on the page in the form's language.
 */
export function claimFormEndpoint(locale: Locale): string {
  return locale === 'en' ? CLAIM_FORM_ENDPOINT : `${CLAIM_FORM_ENDPOINT}?language=${locale}`;
}

/** The landing page in the language of the form that was posted (decision 182): /claims/sent or /es/claims/sent. */
export function claimOutcomePath(token: string, locale: Locale = 'en'): string {
  return localizedPath(`/claims/sent/${token}`, locale);
}
