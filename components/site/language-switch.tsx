import { siteTexts } from '@/components/site/site-texts';
import { HREFLANG, HTML_LANG, type Locale } from '@/lib/i18n/locale';

/**
 * The link to this page in the other language (decision 182). The layout does not know the page,
 * so the link goes through /api/language, which remembers the choice and answers with the same
 * page in the other language: the shell script adds the current path as `from`, and without
 * JavaScript the route reads the Referer. Written in the language it leads to.
 */
export function LanguageSwitch({ locale, className }: { locale: Locale; className?: string }) {
  const other: Locale = locale === 'es' ? 'en' : 'es';
  const { languageSwitch } = siteTexts(locale).shell;
  const href = `/api/language?to=${other}`;
  return (
    <a
      href={href}
      data-language-switch={href}
      // The shell script adds `from` before React hydrates: not a mismatch to report.
      suppressHydrationWarning
      hrefLang={HREFLANG[other]}
      lang={HTML_LANG[other]}
      title={languageSwitch.description}
      className={className}
    >
      {languageSwitch.label}
    </a>
  );
}
