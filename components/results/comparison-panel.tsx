'use client';

import dynamic from 'next/dynamic';
import { useRef } from 'react';
import { Tabs } from 'radix-ui';
import { Skeleton } from '@/components/ui/skeleton';
import { formatUsd } from '@/lib/currency';
import { fillTemplate } from '@/lib/i18n/fill-template';
import type { Locale } from '@/lib/i18n/locale';
import type { InsuranceOption } from '@/lib/schemas/home-assessment';
import type { ResultsTexts } from './results-texts';
import { useNearViewport } from './use-near-viewport';

// Recharts is big (about 100 KB compressed): it is fetched when the panel comes near the screen
// (below the plans on a phone: often never during the first seconds), and the coverage chart only
// when its tab opens (Radix unmounts inactive tab panels). The skeleton keeps the chart's height,
// so nothing moves when it arrives (decision 166).
const chartFallback = () => <Skeleton className="h-80 w-full" />;
const PremiumChart = dynamic(() => import('./comparison-charts').then((charts) => charts.PremiumChart), {
  ssr: false,
  loading: chartFallback,
});
const CoverageChart = dynamic(() => import('./comparison-charts').then((charts) => charts.CoverageChart), {
  ssr: false,
  loading: chartFallback,
});

/**
 * What the chart shows, as a table for screen readers (the SVG itself is aria-hidden). The
 * sr-only box is a div around the table: a table ignores width: 1px and would stretch a phone's
 * page sideways.
 */
function ChartTable({
  caption,
  providerLabel,
  columns,
  options,
  locale,
}: {
  caption: string;
  providerLabel: string;
  columns: { label: string; value: (option: InsuranceOption) => number }[];
  options: InsuranceOption[];
  locale: Locale;
}) {
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{providerLabel}</th>
            {columns.map((column) => (
              <th key={column.label} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {options.map((option) => (
            <tr key={option.id}>
              <th scope="row">{option.providerName}</th>
              {columns.map((column) => (
                <td key={column.label}>{formatUsd(column.value(option), locale)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const triggerClass =
  'inline-flex min-w-0 flex-1 items-center justify-center rounded-md px-2 py-1.5 text-center text-sm font-medium text-muted-foreground sm:px-3 transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm';

/** The product specification, "Comparison panel": 'Premium Costs' (default) and 'Coverage Amounts'. */
export function ComparisonPanel({
  options,
  texts,
  locale,
}: {
  options: InsuranceOption[];
  texts: ResultsTexts['comparison'];
  locale: Locale;
}) {
  const panel = useRef<HTMLElement>(null);
  const chartsWanted = useNearViewport(panel);
  return (
    <section ref={panel} aria-labelledby="comparison-title" className="min-w-0 rounded-xl border bg-card p-4 sm:p-6">
      <h2 id="comparison-title" className="text-xl font-semibold">
        {texts.heading}
      </h2>
      <Tabs.Root defaultValue="premiums" className="mt-4">
        <Tabs.List aria-label={texts.tabsLabel} className="inline-flex w-full max-w-md rounded-lg bg-muted p-1">
          <Tabs.Trigger value="premiums" className={triggerClass}>
            {texts.premiumsTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="coverage" className={triggerClass}>
            {texts.coverageTab}
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content
          value="premiums"
          className="mt-6 grid gap-6 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <figure>
            {chartsWanted ? <PremiumChart options={options} texts={texts} locale={locale} /> : chartFallback()}
            <ChartTable
              caption={texts.premiumCaption}
              providerLabel={texts.provider}
              options={options}
              locale={locale}
              columns={[
                { label: texts.monthlyPremium, value: (option) => option.monthlyPremium },
                { label: texts.yearlyPremium, value: (option) => option.yearlyPremium },
              ]}
            />
          </figure>
          <div>
            <h3 className="text-lg font-semibold">{texts.breakdownHeading}</h3>
            <ul className="mt-3 grid gap-4 md:grid-cols-3">
              {options.map((option) => (
                <li key={option.id} className="rounded-lg border p-4">
                  <h4 className="font-medium">{option.providerName}</h4>
                  <dl className="mt-2 grid grid-cols-[1fr_auto] gap-y-1 text-sm">
                    <dt className="text-muted-foreground">{texts.monthly}</dt>
                    <dd>{formatUsd(option.monthlyPremium, locale)}</dd>
                    <dt className="text-muted-foreground">{texts.yearly}</dt>
                    <dd>{formatUsd(option.yearlyPremium, locale)}</dd>
                  </dl>
                  <p className="mt-2 text-sm font-medium text-success">
                    {fillTemplate(texts.saving, {
                      amount: formatUsd(12 * option.monthlyPremium - option.yearlyPremium, locale),
                    })}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </Tabs.Content>

        <Tabs.Content
          value="coverage"
          className="mt-6 grid gap-6 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <figure>
            {chartsWanted ? <CoverageChart options={options} texts={texts} locale={locale} /> : chartFallback()}
            <ChartTable
              caption={texts.coverageCaption}
              providerLabel={texts.provider}
              options={options}
              locale={locale}
              columns={[
                { label: texts.dwelling, value: (option) => option.coverageAmount },
                { label: texts.personalProperty, value: (option) => option.coverageDetails.personalPropertyCoverage },
                { label: texts.liability, value: (option) => option.coverageDetails.liabilityCoverage },
              ]}
            />
          </figure>
          <div>
            <h3 className="text-lg font-semibold">{texts.coverageHeading}</h3>
            <ul className="mt-3 grid gap-4 md:grid-cols-3">
              {options.map((option) => (
                <li key={option.id} className="rounded-lg border p-4">
                  <h4 className="font-medium">{option.providerName}</h4>
                  <dl className="mt-2 grid grid-cols-[1fr_auto] gap-y-1 text-sm">
                    <dt className="text-muted-foreground">{texts.dwelling}</dt>
                    <dd>{formatUsd(option.coverageAmount, locale)}</dd>
                    <dt className="text-muted-foreground">{texts.personalProperty}</dt>
                    <dd>{formatUsd(option.coverageDetails.personalPropertyCoverage, locale)}</dd>
                    <dt className="text-muted-foreground">{texts.liability}</dt>
                    <dd>{formatUsd(option.coverageDetails.liabilityCoverage, locale)}</dd>
                    <dt className="text-muted-foreground">{texts.medicalPayments}</dt>
                    <dd>{formatUsd(option.coverageDetails.medicalPayments, locale)}</dd>
                    <dt className="text-muted-foreground">{texts.deductible}</dt>
                    <dd>{formatUsd(option.coverageDetails.deductible, locale)}</dd>
                  </dl>
                </li>
              ))}
            </ul>
          </div>
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
