import { headers } from 'next/headers';
import Link from 'next/link';
import { PrivacyChoicesForm } from '@/components/privacy/privacy-choices-form';
import { PRIVACY_CHOICES_PAGE, PRIVACY_PATH, PRIVACY_POLICY_LINK } from '@/content/privacy';
import { pageMetadata } from '@/lib/page-metadata';
import { choiceStatus } from '@/server/privacy/choices';

export const metadata = pageMetadata('/privacy-choices', {
  title: PRIVACY_CHOICES_PAGE.title,
  description: PRIVACY_CHOICES_PAGE.description,
});

/** Rendered per request: it shows this browser's choice (its cookie and its GPC signal). */
export default async function PrivacyChoicesPage() {
  const status = choiceStatus(await headers());
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">{PRIVACY_CHOICES_PAGE.heading}</h1>
      <p className="mt-4 text-lg">{PRIVACY_CHOICES_PAGE.intro}</p>
      <PrivacyChoicesForm status={status} />
      <p className="mt-8 text-sm">
        <Link href={PRIVACY_PATH} className="font-medium text-primary underline underline-offset-4">
          {PRIVACY_POLICY_LINK}
        </Link>
      </p>
    </div>
  );
}
