import { CheckCircle2, Phone } from 'lucide-react';
import { NewTabLink } from '@/components/content/external-link';
import { buttonVariants } from '@/components/ui/button';
import { stateName as nameOfState } from '@/lib/us-states';
import { suggestionText, thankYouPromise, THANK_YOU_PAGE } from '@/content/thank-you';
import { parseEligibilityInput, suggestCoverage } from '@/lib/eligibility';
import { pageMetadata } from '@/lib/page-metadata';
import { getEnv } from '@/server/env';
import { smsConfigured } from '@/server/env-schema';
import { getSiteConfig } from '@/server/site-config';
import { PhoneNumber } from '@/components/content/phone-number';

// The address holds the visitor's state, household size and income: never passed on as a referrer.
export const metadata = { ...pageMetadata('/thank-you', { title: THANK_YOU_PAGE.title, description: THANK_YOU_PAGE.description }), referrer: 'no-referrer' as const };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Reads ?state=TX&household=3&income=42000 (sent by POST /api/leads); any bad value gives the neutral text. */
export default async function ThankYouPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const env = getEnv();
  const config = getSiteConfig();
  const suggestion = suggestCoverage(parseEligibilityInput(params));
  const stateName = suggestion.kind === 'unknown' ? null : (nameOfState(suggestion.state) ?? null);
  const text = suggestionText(suggestion, stateName);
  const medicaidFirst = suggestion.kind === 'medicaid' || suggestion.kind === 'coverage-gap';
  const links = [
    { href: env.MEDICAID_URL, label: THANK_YOU_PAGE.medicaidLink },
    { href: env.MARKETPLACE_URL, label: THANK_YOU_PAGE.marketplaceLink },
  ];
  if (!medicaidFirst) links.reverse();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <CheckCircle2 className="h-12 w-12 text-success" aria-hidden="true" />
      <h1 className="mt-4 text-4xl font-bold tracking-tight">{THANK_YOU_PAGE.heading}</h1>
      <p className="mt-4 text-lg">{thankYouPromise(smsConfigured(env))}</p>
      <section aria-labelledby="programs-heading" className="mt-10 rounded-xl border bg-card p-6 shadow-sm" data-suggestion={suggestion.kind}>
        <h2 id="programs-heading" className="text-xl font-semibold">
          {THANK_YOU_PAGE.suggestionHeading}
        </h2>
        <p className="mt-3 font-medium">{text.lead}</p>
        <p className="mt-2 text-muted-foreground">{text.detail}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {links.map((link, index) => (
            <NewTabLink key={link.href} href={link.href} className={buttonVariants({ variant: index === 0 ? 'default' : 'outline' })}>
              {link.label}
            </NewTabLink>
          ))}
        </div>
        {suggestion.kind !== 'unknown' && <p className="mt-4 text-xs text-muted-foreground">{THANK_YOU_PAGE.estimateNote}</p>}
      </section>
      <p className="mt-8">{THANK_YOU_PAGE.callPrompt}</p>
      <a href={config.phoneHref} className={buttonVariants({ variant: 'outline', className: 'mt-3' })}>
        <Phone aria-hidden="true" />
        <PhoneNumber>{config.phone}</PhoneNumber>
      </a>
    </div>
  );
}
