import { ThankYouView } from '@/components/thank-you/thank-you-view';
import { THANK_YOU_PAGE } from '@/content/es/thank-you';
import { pageMetadata } from '@/lib/page-metadata';

// As /thank-you: a later page's referrer never names the thank-you screen (decision 120).
export const metadata = {
  ...pageMetadata('/thank-you', { title: THANK_YOU_PAGE.title, description: THANK_YOU_PAGE.description }, 'es'),
  referrer: 'no-referrer' as const,
};
// Rendered per request like /es/thank-you/[token] (its settings, the links, are read at request time).
export const dynamic = 'force-dynamic';

/** The Spanish thank-you screen without answers: the neutral suggestion with both links. */
export default function Page() {
  return <ThankYouView answers={null} locale="es" />;
}
