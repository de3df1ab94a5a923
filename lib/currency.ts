/**
 * Money on this site: US dollars without decimals, en-US (the product specification, section 9). The one formatter
 * for cards, charts, tooltips and the PDF.
 */
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** 1380 -> "$1,380" */
export function formatUsd(amount: number): string {
  return usd.format(Math.round(amount));
}

/** Axis label in $ thousands: 360000 -> "$360k", 1500000 -> "$1,500k". */
export function formatUsdThousands(amount: number): string {
  return `$${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(Math.round(amount / 1000))}k`;
}
