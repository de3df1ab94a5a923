'use client';

/**
 * The Recharts bar charts of the comparison panel. This module is loaded lazily (next/dynamic in
 * comparison-panel.tsx), so Recharts stays out of the page's first load. The SVG is hidden from
 * assistive technology: each chart has a table twin (ChartTable) that screen readers read instead.
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUsd, formatUsdThousands } from '@/lib/currency';
import type { Locale } from '@/lib/i18n/locale';
import type { InsuranceOption } from '@/lib/schemas/home-assessment';

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

export function premiumRows(options: InsuranceOption[]) {
  return options.map((option) => ({
    provider: option.providerName,
    monthly: option.monthlyPremium,
    yearly: option.yearlyPremium,
  }));
}

export function coverageRows(options: InsuranceOption[]) {
  return options.map((option) => ({
    provider: option.providerName,
    dwelling: option.coverageAmount,
    personalProperty: option.coverageDetails.personalPropertyCoverage,
    liability: option.coverageDetails.liabilityCoverage,
  }));
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

function ComparisonBarChart({
  rows,
  series,
  axisFormat,
  locale,
}: {
  rows: Record<string, string | number>[];
  series: ChartSeries[];
  axisFormat: (value: number) => string;
  locale: Locale;
}) {
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
            tickFormatter={(value: number) => axisFormat(value)}
            width={60}
            tickLine={false}
            axisLine={{ stroke: 'var(--border)' }}
          />
          <Tooltip
            formatter={(value, name) => [formatUsd(Number(value), locale), name]}
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
          <Legend formatter={(value) => <span style={{ color: 'var(--foreground)' }}>{value}</span>} />
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
  options: InsuranceOption[];
  texts: ChartTexts;
  locale: Locale;
}

/** Monthly and yearly premium per provider; the axis in $. */
export function PremiumChart({ options, texts, locale }: ChartProps) {
  return (
    <ComparisonBarChart
      rows={premiumRows(options)}
      series={premiumSeries(texts)}
      axisFormat={(value) => formatUsd(value, locale)}
      locale={locale}
    />
  );
}

/** Dwelling, personal property and liability per provider; the axis in $ thousands. */
export function CoverageChart({ options, texts, locale }: ChartProps) {
  return (
    <ComparisonBarChart
      rows={coverageRows(options)}
      series={coverageSeries(texts)}
      axisFormat={(value) => formatUsdThousands(value, locale)}
      locale={locale}
    />
  );
}
