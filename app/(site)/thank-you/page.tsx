import { ThankYouView } from '@/components/thank-you/thank-you-view';
import { THANK_YOU_PAGE } from '@/content/thank-you';
import { pageMetadata } from '@/lib/page-metadata';

// A later page's referrer never names the thank-you screen (decision 120).
export const metadata = {
  ...pageMetadata('/thank-you', { title: THANK_YOU_PAGE.title, description: THANK_YOU_PAGE.description }),
  referrer: 'no-referrer' as const,
};
// Rendered per request like /thank-you/[token] (its settings, the links, are read at request time).
export const dynamic = 'force-dynamic';

/**
 * The thank-you screen without answers: the neutral suggestion with both links. A lead's own page
 * is /thank-you/[token]; the answers are never read from the address any more (issue 24, decision 023).
 */
export default function ThankYouPage() {
  return <ThankYouView answers={null} locale="en" />;
}
