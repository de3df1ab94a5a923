import { EnglishPrevails } from '@/components/legal/english-prevails';
import { PolicySections } from '@/components/privacy/policy-text';
import * as Spanish from '@/content/es/privacy';
import * as English from '@/content/privacy';
import type { Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';
import { policySettings } from '@/server/privacy/policy-settings';

/** The privacy policy (/privacy and /es/privacy): prerendered from the texts and the settings (docs/decisions/121). */
export function PrivacyPage({ locale }: { locale: Locale }) {
  const PRIVACY_PAGE = pick(locale, English.PRIVACY_PAGE, Spanish.PRIVACY_PAGE);
  const privacyPolicy = pick(locale, English.privacyPolicy, Spanish.privacyPolicy);
  return (
    <article className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">{PRIVACY_PAGE.heading}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{PRIVACY_PAGE.updated}</p>
      {locale === 'es' && <EnglishPrevails path={English.PRIVACY_PATH} />}
      <PolicySections
        sections={privacyPolicy(policySettings())}
        labels={pick(locale, English.POLICY_LABELS, Spanish.POLICY_LABELS)}
      />
    </article>
  );
}
