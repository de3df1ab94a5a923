import { CheckCircle2, Phone } from 'lucide-react';
import { NewTabLink } from '@/components/content/external-link';
import { EstimateSection } from './estimate-section';
import { PhoneNumber } from '@/components/content/phone-number';
import { buttonVariants } from '@/components/ui/button';
import * as Spanish from '@/content/es/thank-you';
import * as English from '@/content/thank-you';
import type { Locale } from '@/lib/i18n/locale';
import { stateNameIn } from '@/lib/i18n/state-names';
import { pick } from '@/lib/i18n/translation';
import { parseEligibilityInput, suggestCoverage } from '@/lib/eligibility';
import type { ThankYouAnswers } from '@/server/forms/outcomes';
import { getEnv } from '@/server/env';
import { smsConfigured } from '@/server/env-schema';
import { getSiteConfig } from '@/server/site-config';
import { ConfirmationHeading } from '@/components/site/confirmation-heading';

/**
 * The thank-you screen (decisions 023, 024): the suggestion from the answers sealed for this lead
 * (none, an unknown or an expired token: the neutral text with both links, never an error page), in the
 * page's language (/thank-you, /es/thank-you).
 */
export function ThankYouView({ answers, locale }: { answers: ThankYouAnswers | null; locale: Locale }) {
  const THANK_YOU_PAGE = pick(locale, English.THANK_YOU_PAGE, Spanish.THANK_YOU_PAGE);
  const suggestionText = pick(locale, English.suggestionText, Spanish.suggestionText);
  const thankYouPromise = pick(locale, English.thankYouPromise, Spanish.thankYouPromise);
  const env = getEnv();
  const config = getSiteConfig();
  const suggestion = suggestCoverage(answers ? parseEligibilityInput(answers) : null);
  const stateName = suggestion.kind === 'unknown' ? null : (stateNameIn(suggestion.state, locale) ?? null);
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
      <ConfirmationHeading className="mt-4 text-4xl">{THANK_YOU_PAGE.heading}</ConfirmationHeading>
      <p className="mt-4 text-lg">{thankYouPromise(answers?.sent ?? { email: true, text: smsConfigured(env) })}</p>
      {answers?.reference && (
        <p className="mt-3">
          {`${THANK_YOU_PAGE.reference} `}
          <strong>{answers.reference}</strong>
        </p>
      )}
      <section
        aria-labelledby="programs-heading"
        className="mt-10 rounded-xl border bg-card p-6 shadow-sm"
        data-suggestion={suggestion.kind}
      >
        <h2 id="programs-heading" className="text-xl font-semibold">
          {THANK_YOU_PAGE.suggestionHeading}
        </h2>
        <p className="mt-3 font-medium">{text.lead}</p>
        <p className="mt-2 text-muted-foreground">{text.detail}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {links.map((link, index) => (
            <NewTabLink
              locale={locale}
              key={link.href}
              href={link.href}
              className={buttonVariants({ variant: index === 0 ? 'default' : 'outline' })}
            >
              {link.label}
            </NewTabLink>
          ))}
        </div>
        {suggestion.kind !== 'unknown' && (
          <p className="mt-4 text-xs text-muted-foreground">{THANK_YOU_PAGE.estimateNote}</p>
        )}
      </section>
      <EstimateSection estimate={answers?.estimate} stateName={stateName} locale={locale} />
      <p className="mt-8">{THANK_YOU_PAGE.callPrompt}</p>
      <a href={config.phoneHref} className={buttonVariants({ variant: 'outline', className: 'mt-3' })}>
        <Phone aria-hidden="true" />
        <PhoneNumber>{config.phone}</PhoneNumber>
      </a>
    </div>
  );
}
