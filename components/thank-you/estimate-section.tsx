import { NewTabLink } from '@/components/content/external-link';
import { PLAN_YEAR } from '@/content/estimate/source';
import { ESTIMATE_TEXT as SPANISH_ESTIMATE_TEXT } from '@/content/es/thank-you-estimate';
import { ESTIMATE_TEXT as ENGLISH_ESTIMATE_TEXT } from '@/content/thank-you-estimate';
import { formatUsd } from '@/lib/currency';
import type { EstimateAnswer, StoredEstimate } from '@/lib/estimate/stored';
import type { Locale } from '@/lib/i18n/locale';
import { pick, type Translation } from '@/lib/i18n/translation';

type EstimateText = Translation<typeof ENGLISH_ESTIMATE_TEXT>;

/** One figure of the four, labelled; a <dl> so a screen reader reads label and value together. */
function Figure({
  label,
  dollars,
  name,
  perMonth,
  locale,
}: {
  label: string;
  dollars: number;
  name: string;
  perMonth: string;
  locale: Locale;
}) {
  return (
    <div className="rounded-lg border bg-background p-3" data-figure={name}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums">
        {formatUsd(dollars, locale)}
        <span className="text-sm font-normal text-muted-foreground">{perMonth}</span>
      </dd>
    </div>
  );
}

function Sources({ ESTIMATE_TEXT, locale }: { ESTIMATE_TEXT: EstimateText; locale: Locale }) {
  return (
    <>
      <h3 className="mt-4 text-sm font-semibold">{ESTIMATE_TEXT.sourcesHeading}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-xs text-muted-foreground">
        {ESTIMATE_TEXT.sources.map((source) => (
          <li key={source.href}>
            <NewTabLink href={source.href} className="underline underline-offset-2" locale={locale}>
              {source.label}
            </NewTabLink>
          </li>
        ))}
      </ul>
    </>
  );
}

function CreditFigures({
  estimate,
  stateName,
  ESTIMATE_TEXT,
  locale,
}: {
  estimate: EstimateAnswer;
  stateName: string;
  ESTIMATE_TEXT: EstimateText;
  locale: Locale;
}) {
  const { perMonth } = ESTIMATE_TEXT;
  const { creditMonthly, benchmarkMonthly, contributionMonthly, afterCreditMonthly } = estimate;
  // A credit outcome always carries the four figures (lib/estimate/estimate.ts); this narrows the type.
  if (
    creditMonthly === null ||
    benchmarkMonthly === null ||
    contributionMonthly === null ||
    afterCreditMonthly === null
  )
    return null;
  return (
    <>
      <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {(
          [
            ['credit', ESTIMATE_TEXT.figures.credit, creditMonthly],
            ['benchmark', ESTIMATE_TEXT.figures.benchmark, benchmarkMonthly],
            ['contribution', ESTIMATE_TEXT.figures.contribution, contributionMonthly],
            ['after-credit', ESTIMATE_TEXT.figures.afterCredit, afterCreditMonthly],
          ] as const
        ).map(([name, label, dollars]) => (
          <Figure key={name} locale={locale} name={name} perMonth={perMonth} label={label} dollars={dollars} />
        ))}
      </dl>
      <p className="mt-4 font-medium">{ESTIMATE_TEXT.afterCredit(afterCreditMonthly)}</p>
      {estimate.outcome === 'no-credit-benchmark-below-contribution' && (
        <p className="mt-2">{ESTIMATE_TEXT.noCreditBenchmarkBelow}</p>
      )}
      <h3 className="mt-4 text-sm font-semibold">{ESTIMATE_TEXT.methodHeading}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{ESTIMATE_TEXT.method(estimate, stateName)}</p>
    </>
  );
}

/**
 * The figures of the lead's estimate (decision 180), as stored at submission: the credit, the
 * benchmark, the expected contribution and the price after the credit; above the cliff, what the
 * cliff costs; a state not priced yet, said plainly with no figure. Medicaid and the coverage gap
 * keep the suggestion above alone (decisions 023/024). A server component: no client JavaScript.
 */
export function EstimateSection({
  estimate,
  stateName,
  locale,
}: {
  estimate: StoredEstimate | undefined;
  stateName: string | null;
  locale: Locale;
}) {
  const ESTIMATE_TEXT = pick(locale, ENGLISH_ESTIMATE_TEXT, SPANISH_ESTIMATE_TEXT);
  if (!estimate || !stateName || estimate.outcome === 'medicaid' || estimate.outcome === 'coverage-gap') return null;
  // A state not priced yet is not priced for the plan year the tables are for.
  const planYear = estimate.outcome === 'not-priced' ? PLAN_YEAR : estimate.planYear;
  return (
    <section
      aria-labelledby="estimate-heading"
      className="mt-8 rounded-xl border bg-card p-6 shadow-sm"
      data-estimate={estimate.outcome}
    >
      <h2 id="estimate-heading" className="text-xl font-semibold">
        {ESTIMATE_TEXT.heading(planYear)}
      </h2>
      {estimate.outcome === 'not-priced' ? (
        <p className="mt-3">{ESTIMATE_TEXT.notPriced({ message: estimate.message, stateName })}</p>
      ) : estimate.outcome === 'no-credit-above-400' ? (
        <>
          <p className="mt-3">{ESTIMATE_TEXT.cliff(estimate)}</p>
          <p className="mt-2 font-medium">
            {estimate.benchmarkMonthly === null
              ? ESTIMATE_TEXT.cliffNotPriced
              : ESTIMATE_TEXT.cliffCost(estimate.benchmarkMonthly)}
          </p>
        </>
      ) : (
        <CreditFigures estimate={estimate} stateName={stateName} ESTIMATE_TEXT={ESTIMATE_TEXT} locale={locale} />
      )}
      {estimate.outcome === 'credit' && <p className="mt-4 text-sm">{ESTIMATE_TEXT.incomeChange(estimate.planYear)}</p>}
      <p className="mt-4 font-medium">{ESTIMATE_TEXT.estimateNote}</p>
      {estimate.outcome !== 'not-priced' && <Sources ESTIMATE_TEXT={ESTIMATE_TEXT} locale={locale} />}
    </section>
  );
}
