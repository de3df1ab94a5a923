import { CheckCircle2, Download } from 'lucide-react';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { CONFIRMATION_COPY as SPANISH_CONFIRMATION_COPY } from '@/content/es/home-insurance-confirmation';
import { CONFIRMATION_COPY as ENGLISH_CONFIRMATION_COPY } from '@/content/home-insurance-confirmation';
import { estimateNotices } from '@/components/results/results-texts';
import { formatUsd } from '@/lib/currency';
import { localizedPath, type Locale } from '@/lib/i18n/locale';
import { optionsPdfHref } from '@/lib/options-pdf-href';
import { pick } from '@/lib/i18n/translation';
import type { InsuranceOption } from '@/lib/schemas/home-assessment';
import { ConfirmationHeading } from '@/components/site/confirmation-heading';

/**
 * The end of the home-insurance journey (issue 24): the reference the agency's e-mail carries too,
 * the plan as the results showed it with its monthly and yearly premium, what happens next, and
 * the PDF. Server HTML: it works without JavaScript, in the page's language.
 */
export function SelectionConfirmation({
  assessmentId,
  reference,
  option,
  exampleRates,
  locale,
}: {
  locale: Locale;
  assessmentId: number;
  reference: string;
  option: InsuranceOption;
  exampleRates: boolean;
}) {
  const COPY = pick(locale, ENGLISH_CONFIRMATION_COPY, SPANISH_CONFIRMATION_COPY);
  const { estimateNotice, exampleRatesNotice } = estimateNotices(locale);
  return (
    <div className="mx-auto grid max-w-2xl gap-8">
      <div>
        <CheckCircle2 className="h-12 w-12 text-success" aria-hidden="true" />
        <ConfirmationHeading className="mt-4 text-3xl sm:text-4xl">{COPY.heading}</ConfirmationHeading>
        <p className="mt-3 text-lg">{COPY.intro}</p>
      </div>
      <p className="rounded-xl border bg-card p-6">
        <span className="block text-sm text-muted-foreground">{COPY.referenceLabel}</span>
        {/* Broken only between its groups (after a hyphen), never inside one: it is read out on the phone. */}
        <strong className="block text-2xl tracking-wide break-words" data-testid="confirmation-reference">
          {reference}
        </strong>
        <span className="mt-1 block text-sm text-muted-foreground">{COPY.referenceHint}</span>
      </p>
      <section aria-labelledby="confirmed-plan-heading" className="rounded-xl border bg-card p-6">
        <h2 id="confirmed-plan-heading" className="text-xl font-semibold">
          {COPY.planHeading}
        </h2>
        <p className="mt-2 text-lg font-medium" data-testid="confirmed-provider">
          {option.providerName}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-4">
          <div>
            <dt className="text-sm text-muted-foreground">{COPY.monthly}</dt>
            <dd className="text-xl font-semibold" data-testid="confirmed-monthly">
              {formatUsd(option.monthlyPremium, locale)}
              {COPY.perMonth}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{COPY.yearly}</dt>
            <dd className="text-xl font-semibold" data-testid="confirmed-yearly">
              {formatUsd(option.yearlyPremium, locale)}
              {COPY.perYear}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{COPY.dwelling}</dt>
            <dd>{formatUsd(option.coverageAmount, locale)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">{COPY.deductible}</dt>
            <dd>{formatUsd(option.coverageDetails.deductible, locale)}</dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-muted-foreground">{estimateNotice}</p>
        {exampleRates && <p className="mt-2 text-sm font-medium">{exampleRatesNotice}</p>}
      </section>
      <section aria-labelledby="what-next-heading" className="rounded-xl border bg-card p-6">
        <h2 id="what-next-heading" className="text-xl font-semibold">
          {COPY.nextHeading}
        </h2>
        <ol className="mt-4 grid list-decimal gap-3 pl-5">
          {COPY.next.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <div className="flex flex-wrap gap-3">
        <a
          className={buttonVariants()}
          href={optionsPdfHref(assessmentId, { locale })}
          download={`insurance-options-${assessmentId}.pdf`}
        >
          <Download aria-hidden="true" />
          {COPY.pdf}
        </a>
        <Link
          className={buttonVariants({ variant: 'outline' })}
          href={localizedPath(`/results/${assessmentId}`, locale)}
        >
          {COPY.back}
        </Link>
      </div>
      <p className="text-sm text-muted-foreground">{COPY.changeHint}</p>
    </div>
  );
}
