import { NumberedSections } from '@/components/content/numbered-sections';
import { TextWithPhoneNumbers } from '@/components/content/phone-number';
import { EnglishPrevails } from '@/components/legal/english-prevails';
import { TERMS_PAGE as SPANISH_TERMS_PAGE, TERMS_SECTIONS as SPANISH_TERMS_SECTIONS } from '@/content/es/terms';
import { TERMS_PAGE as ENGLISH_TERMS_PAGE, TERMS_SECTIONS as ENGLISH_TERMS_SECTIONS } from '@/content/terms';
import type { Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';
import { getSiteConfig } from '@/server/site-config';

/**
 * The static terms screen (/terms-and-conditions and /es/terms-and-conditions); /terms-conditions
 * redirects to the English one by default (docs/decisions/021).
 */
export function TermsPage({ locale }: { locale: Locale }) {
  const TERMS_PAGE = pick(locale, ENGLISH_TERMS_PAGE, SPANISH_TERMS_PAGE);
  const TERMS_SECTIONS = pick(locale, ENGLISH_TERMS_SECTIONS, SPANISH_TERMS_SECTIONS);
  const config = getSiteConfig();
  const fill = (text: string) => text.replaceAll('{phone}', config.optOutPhone).replaceAll('{email}', config.email);
  return (
    <article className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">{TERMS_PAGE.heading}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{TERMS_PAGE.updated}</p>
      {locale === 'es' && <EnglishPrevails path="/terms-and-conditions" />}
      <p className="mt-6 text-lg">{TERMS_PAGE.intro}</p>
      <NumberedSections
        label={TERMS_PAGE.sectionsLabel}
        sections={TERMS_SECTIONS.map((section) => ({
          id: section.id,
          heading: section.heading,
          body: section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-muted-foreground">
              <TextWithPhoneNumbers text={fill(paragraph)} />
            </p>
          )),
        }))}
      />
    </article>
  );
}
