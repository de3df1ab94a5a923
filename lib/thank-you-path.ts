import { localizedPath, type Locale } from '@/lib/i18n/locale';

/**
 * The thank-you page of one lead: a token stands for its sealed answers (decisions 023, 103), in
 * the language the visitor used (/es/thank-you/<token> after a Spanish form, decision 182).
 */
export function thankYouPath(token: string, locale: Locale = 'en'): string {
  return localizedPath(`/thank-you/${token}`, locale);
}
