import type { Metadata } from 'next';
import { ThankYouView } from '@/components/thank-you/thank-you-view';
import { THANK_YOU_PAGE } from '@/content/es/thank-you';
import { localizedPath } from '@/lib/i18n/locale';
import { readFormOutcome } from '@/server/forms/outcomes';

export const metadata: Metadata = {
  title: THANK_YOU_PAGE.title,
  description: THANK_YOU_PAGE.description,
  alternates: { canonical: localizedPath('/thank-you', 'es') },
  // As /thank-you/[token]: never indexed, never a referrer (decision 120).
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

/** A lead's thank-you screen in Spanish: where a Spanish assessment lands (decisions 023, 103, 182). */
export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  return <ThankYouView answers={await readFormOutcome('thank-you', (await params).token)} locale="es" />;
}
