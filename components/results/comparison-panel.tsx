'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { Tabs } from 'radix-ui';
import { Skeleton } from '@/components/ui/skeleton';
import { fillTemplate } from '@/lib/i18n/fill-template';
import type { ChartAxes, PricedOption } from './priced-option';
import type { ResultsTexts } from './results-texts';
import { useNearViewport } from './use-near-viewport';

// Recharts is big (about 100 KB compressed): it is fetched when the panel comes near the screen
// (below the plans on a phone: often never during the first seconds), and the coverage chart only
// when its tab opens. The skeleton keeps the chart's height, so nothing moves when it arrives
// (decision 166).
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
}: {
  caption: string;
  providerLabel: string;
  columns: { label: string; value: (option: PricedOption) => string }[];
  options: PricedOption[];
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
                <td key={column.label}>{column.value(option)}</td>
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

// Both panels stay in the page (forceMount), the closed one hidden: without JavaScript both show.
const panelClass =
  'mt-6 grid gap-6 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[state=inactive]:hidden noscript:data-[state=inactive]:grid';

/** The product specification, "Comparison panel": 'Premium Costs' (default) and 'Coverage Amounts'. */
export function ComparisonPanel({
  options,
  axes,
  texts,
}: {
  options: PricedOption[];
  /** The charts' value axes, labelled by the server page. */
  axes: ChartAxes;
  texts: ResultsTexts['comparison'];
}) {
  const panel = useRef<HTMLElement>(null);
  const chartsWanted = useNearViewport(panel);
  const [tab, setTab] = useState<'premiums' | 'coverage'>('premiums');
  return (
    <section ref={panel} aria-labelledby="comparison-title" className="min-w-0 rounded-xl border bg-card p-4 sm:p-6">
      <h2 id="comparison-title" className="text-xl font-semibold">
        {texts.heading}
      </h2>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as typeof tab)} className="mt-4">
        {/* Without JavaScript a tab cannot open and no chart can be drawn: both panels are in the page, one
            after the other under their headings, with their cards (the charts' figures) and without the tabs. */}
        <Tabs.List
          aria-label={texts.tabsLabel}
          className="inline-flex w-full max-w-md rounded-lg bg-muted p-1 noscript:hidden"
        >
          <Tabs.Trigger value="premiums" className={triggerClass}>
            {texts.premiumsTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="coverage" className={triggerClass}>
            {texts.coverageTab}
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="premiums" forceMount className={panelClass}>
          <figure className="noscript:hidden">
            {chartsWanted ? <PremiumChart options={options} texts={texts} axis={axes.premium} /> : chartFallback()}
            <ChartTable
              caption={texts.premiumCaption}
              providerLabel={texts.provider}
              options={options}
              columns={[
                { label: texts.monthlyPremium, value: (option) => option.prices.monthly },
                { label: texts.yearlyPremium, value: (option) => option.prices.yearly },
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
                    <dd>{option.prices.monthly}</dd>
                    <dt className="text-muted-foreground">{texts.yearly}</dt>
                    <dd>{option.prices.yearly}</dd>
                  </dl>
                  <p className="mt-2 text-sm font-medium text-success">
                    {fillTemplate(texts.saving, {
                      amount: option.prices.yearlySaving,
                    })}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </Tabs.Content>

        <Tabs.Content value="coverage" forceMount className={panelClass}>
          <figure className="noscript:hidden">
            {chartsWanted && tab === 'coverage' ? (
              <CoverageChart options={options} texts={texts} axis={axes.coverage} />
            ) : (
              chartFallback()
            )}
            <ChartTable
              caption={texts.coverageCaption}
              providerLabel={texts.provider}
              options={options}
              columns={[
                { label: texts.dwelling, value: (option) => option.prices.coverage },
                { label: texts.personalProperty, value: (option) => option.prices.personalProperty },
                { label: texts.liability, value: (option) => option.prices.liability },
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
                    <dd>{option.prices.coverage}</dd>
                    <dt className="text-muted-foreground">{texts.personalProperty}</dt>
                    <dd>{option.prices.personalProperty}</dd>
                    <dt className="text-muted-foreground">{texts.liability}</dt>
                    <dd>{option.prices.liability}</dd>
                    <dt className="text-muted-foreground">{texts.medicalPayments}</dt>
                    <dd>{option.prices.medicalPayments}</dd>
                    <dt className="text-muted-foreground">{texts.deductible}</dt>
                    <dd>{option.prices.deductible}</dd>
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
