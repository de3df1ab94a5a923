import type { Locale } from '@/lib/i18n/locale';

/**
 * The address of an assessment's options PDF: `plan` marks the option chosen on the page (an
 * option id, nothing personal), `lang` writes it in the page's language (issue 26).
 */
export function optionsPdfHref(
  assessmentId: number | string,
  { plan, locale }: { plan?: string | null; locale: Locale },
): string {
  const query = new URLSearchParams();
  if (plan) query.set('plan', plan);
  if (locale !== 'en') query.set('lang', locale);
  const search = query.toString();
  return `/api/insurance/options/${assessmentId}/pdf${search ? `?${search}` : ''}`;
}
