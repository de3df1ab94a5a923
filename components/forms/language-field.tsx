import type { Locale } from '@/lib/i18n/locale';

/**
 * The language the visitor used, posted with every form (decision 182): stored with the
 * submission, shown to the agency, and the language of what the site sends back.
 */
export function LanguageField({ locale }: { locale: Locale }) {
  return <input type="hidden" name="language" value={locale} />;
}
