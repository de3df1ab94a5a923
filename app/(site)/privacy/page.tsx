import { PolicySections } from '@/components/privacy/policy-text';
import { PRIVACY_PAGE, privacyPolicy } from '@/content/privacy';
import { pageMetadata } from '@/lib/page-metadata';
import { policySettings } from '@/server/privacy/policy-settings';

export const metadata = pageMetadata('/privacy', { title: PRIVACY_PAGE.title, description: PRIVACY_PAGE.description });

/** The privacy policy: prerendered from content/privacy.ts and the settings (docs/decisions/121). */
export default function PrivacyPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">{PRIVACY_PAGE.heading}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{PRIVACY_PAGE.updated}</p>
      <PolicySections sections={privacyPolicy(policySettings())} />
    </article>
  );
}
