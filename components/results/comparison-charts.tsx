'use client';

/**
 * The Recharts bar charts of the comparison panel. This module is loaded lazily (next/dynamic in
 * comparison-panel.tsx), so Recharts stays out of the page's first load. The SVG is hidden from
 * assistive technology: each chart has a table twin (ChartTable) that screen readers read instead.
 * Every amount it shows (axis, tooltip) comes written by the server page: no number formatter is
 * built in the browser when the charts appear (decision 176).
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartAxis, PricedOption } from './priced-option';

export interface ChartSeries {
  key: string;
  /** The legend's and the tooltip's name of the series, in the page's language. */
  label: string;
  color: string;
}

/** The words the charts show (legend, tooltip), in the page's language: the panel's own. */
export interface ChartTexts {
  monthlyPremium: string;
  yearlyPremium: string;
  dwelling: string;
  personalProperty: string;
  liability: string;
}

export function premiumSeries(texts: ChartTexts): ChartSeries[] {
  return [
    { key: 'monthly', label: texts.monthlyPremium, color: 'var(--primary)' },
    { key: 'yearly', label: texts.yearlyPremium, color: 'var(--success)' },
  ];
}

export function coverageSeries(texts: ChartTexts): ChartSeries[] {
  return [
    { key: 'dwelling', label: texts.dwelling, color: 'var(--primary)' },
    { key: 'personalProperty', label: texts.personalProperty, color: 'var(--success)' },
    { key: 'liability', label: texts.liability, color: 'var(--muted-foreground)' },
  ];
}

/** A provider's bars: each series' amount, and under `labels` the same amount as the tooltip writes it. */
type ChartRow = { provider: string; labels: Record<string, string> } & Record<string, number | string | object>;

export function premiumRows(options: PricedOption[]): ChartRow[] {
  return options.map((option) => ({
    provider: option.providerName,
    monthly: option.monthlyPremium,
    yearly: option.yearlyPremium,
    labels: { monthly: option.prices.monthly, yearly: option.prices.yearly },
  }));
}

export function coverageRows(options: PricedOption[]): ChartRow[] {
  return options.map((option) => ({
    provider: option.providerName,
    dwelling: option.coverageAmount,
    personalProperty: option.coverageDetails.personalPropertyCoverage,
    liability: option.coverageDetails.liabilityCoverage,
    labels: {
      dwelling: option.prices.coverage,
      personalProperty: option.prices.personalProperty,
      liability: option.prices.liability,
    },
  }));
}

/** The tooltip's line for one bar: the amount as the server wrote it. */
export function tooltipAmount(item: { dataKey?: unknown; payload?: unknown }): string {
  const labels = (item.payload as ChartRow | undefined)?.labels;
  return labels?.[String(item.dataKey)] ?? '';
}

const tick = { fill: 'var(--muted-foreground)', fontSize: 12 };

/** Splits a provider name into lines of at most `max` characters (whole words), for narrow charts. */
export function wrapLabel(label: string, max = 12): string[] {
  const lines: string[] = [];
  for (const word of label.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

/**
 * A provider label under its bars, wrapped onto up to three lines: on a 320 px phone each group
 * of bars is about 80 px wide, too narrow for "Prairie Gate Home & Casualty" on one line.
 */
function ProviderTick({ x, y, payload }: { x?: number | string; y?: number | string; payload?: { value?: unknown } }) {
  const lines = wrapLabel(String(payload?.value ?? ''));
  return (
    <text x={Number(x)} y={Number(y)} textAnchor="middle" fill={tick.fill} fontSize={tick.fontSize}>
      {lines.map((line, index) => (
        <tspan key={line} x={Number(x)} dy={index === 0 ? '0.9em' : '1.15em'}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

function ComparisonBarChart({ rows, series, axis }: { rows: ChartRow[]; series: ChartSeries[]; axis: ChartAxis }) {
  // The legend and the tooltip list the series in the table's order (dwelling, personal property,
  // liability; monthly, then annual): Recharts sorts them by name otherwise, in each language its own way.
  const seriesPosition = (key: unknown) => series.findIndex((item) => item.key === key);
  return (
    <div className="h-80 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 4, bottom: 8, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis
            dataKey="provider"
            tick={<ProviderTick />}
            height={52}
            tickLine={false}
            axisLine={{ stroke: 'var(--border)' }}
            interval={0}
          />
          <YAxis
            tick={tick}
            ticks={axis.ticks}
            domain={[0, axis.ticks.at(-1) ?? 'auto']}
            tickFormatter={(value: number) => axis.labels[axis.ticks.indexOf(value)] ?? ''}
            width={60}
            tickLine={false}
            axisLine={{ stroke: 'var(--border)' }}
          />
          <Tooltip
            formatter={(_value, name, item) => [tooltipAmount(item), name]}
            itemSorter={(item) => seriesPosition(item.dataKey)}
            cursor={{ fill: 'var(--muted)' }}
            // Kept inside the chart (and so the screen) and allowed to wrap on a narrow phone.
            allowEscapeViewBox={{ x: false, y: false }}
            wrapperStyle={{ maxWidth: 'min(16rem, calc(100vw - 2rem))', zIndex: 10 }}
            contentStyle={{
              background: 'var(--popover)',
              border: '1px solid var(--border)',
              borderRadius: 8,
              color: 'var(--popover-foreground)',
              whiteSpace: 'normal',
            }}
            labelStyle={{ color: 'var(--popover-foreground)', fontWeight: 600 }}
          />
          <Legend
            formatter={(value) => <span style={{ color: 'var(--foreground)' }}>{value}</span>}
            itemSorter={(item) => seriesPosition(item.dataKey)}
          />
          {series.map((item) => (
            <Bar
              key={item.key}
              dataKey={item.key}
              name={item.label}
              fill={item.color}
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

interface ChartProps {
  options: PricedOption[];
  texts: ChartTexts;
  /** The value axis, its labels written by the server page (`chartAxes`). */
  axis: ChartAxis;
}

/** Monthly and yearly premium per provider; the axis in $. */
export function PremiumChart({ options, texts, axis }: ChartProps) {
  return <ComparisonBarChart rows={premiumRows(options)} series={premiumSeries(texts)} axis={axis} />;
}

/** Dwelling, personal property and liability per provider; the axis in $ thousands. */
export function CoverageChart({ options, texts, axis }: ChartProps) {
  return <ComparisonBarChart rows={coverageRows(options)} series={coverageSeries(texts)} axis={axis} />;
}
