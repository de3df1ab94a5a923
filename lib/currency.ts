import type { Locale } from '@/lib/i18n/locale';

/**
 * Money on this site: US dollars without decimals in US format (the product specification,
 * section 9), en-US on English pages and es-US on Spanish ones (issue 26: the same "$1,380"). The
 * one formatter for cards, charts, tooltips and the PDF.
 */
const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

// Made on first use, once: the first formatter a page builds loads the locale's number data (70-160 ms
// in 4x throttled profiles), which a module-level constant would spend on every page that imports
// this file while its scripts load. Client views get amounts formatted by their server page.
const usd: Partial<Record<Locale, Intl.NumberFormat>> = {};
const wholeNumber: Partial<Record<Locale, Intl.NumberFormat>> = {};

function currencyFormat(locale: Locale) {
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
}

/** 1380 -> "$1,380" */
export function formatUsd(amount: number, locale: Locale = 'en'): string {
  usd[locale] ??= currencyFormat(locale);
  return usd[locale].format(Math.round(amount));
}

/** Axis label in $ thousands: 360000 -> "$360k", 1500000 -> "$1,500k". */
export function formatUsdThousands(amount: number, locale: Locale = 'en'): string {
  wholeNumber[locale] ??= new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 0 });
  return `$${wholeNumber[locale].format(Math.round(amount / 1000))}k`;
}
