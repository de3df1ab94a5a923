'use client';

/**
 * The Recharts bar charts of the comparison panel. This module is loaded lazily (next/dynamic in
 * comparison-panel.tsx), so Recharts stays out of the page's first load. The SVG is hidden from
 * assistive technology: each chart has a table twin (ChartTable) that screen readers read instead.
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatUsd, formatUsdThousands } from '@/lib/currency';
import type { InsuranceOption } from '@/lib/schemas/home-assessment';

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

export const PREMIUM_SERIES: ChartSeries[] = [
  { key: 'monthly', label: 'Monthly premium', color: 'var(--primary)' },
  { key: 'yearly', label: 'Yearly premium', color: 'var(--success)' },
];

export const COVERAGE_SERIES: ChartSeries[] = [
  { key: 'dwelling', label: 'Dwelling', color: 'var(--primary)' },
  { key: 'personalProperty', label: 'Personal property', color: 'var(--success)' },
  { key: 'liability', label: 'Liability', color: 'var(--muted-foreground)' },
];

export function premiumRows(options: InsuranceOption[]) {
  return options.map((option) => ({ provider: option.providerName, monthly: option.monthlyPremium, yearly: option.yearlyPremium }));
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

function ComparisonBarChart({
  rows,
  series,
  axisFormat,
}: {
  rows: Record<string, string | number>[];
  series: ChartSeries[];
  axisFormat: (value: number) => string;
}) {
  return (
    <div className="h-80 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="provider" tick={tick} tickLine={false} axisLine={{ stroke: 'var(--border)' }} interval={0} />
          <YAxis tick={tick} tickFormatter={axisFormat} width={72} tickLine={false} axisLine={{ stroke: 'var(--border)' }} />
          <Tooltip
            formatter={(value, name) => [formatUsd(Number(value)), name]}
            cursor={{ fill: 'var(--muted)' }}
            contentStyle={{ background: 'var(--popover)', border: '1px solid var(--border)', borderRadius: 8, color: 'var(--popover-foreground)' }}
            labelStyle={{ color: 'var(--popover-foreground)', fontWeight: 600 }}
          />
          <Legend formatter={(value) => <span style={{ color: 'var(--foreground)' }}>{value}</span>} />
          {series.map((item) => (
            <Bar key={item.key} dataKey={item.key} name={item.label} fill={item.color} radius={[4, 4, 0, 0]} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Monthly and yearly premium per provider; the axis in $. */
export function PremiumChart({ options }: { options: InsuranceOption[] }) {
  return <ComparisonBarChart rows={premiumRows(options)} series={PREMIUM_SERIES} axisFormat={formatUsd} />;
}

/** Dwelling, personal property and liability per provider; the axis in $ thousands. */
export function CoverageChart({ options }: { options: InsuranceOption[] }) {
  return <ComparisonBarChart rows={coverageRows(options)} series={COVERAGE_SERIES} axisFormat={formatUsdThousands} />;
}
