import * as English from '@/content/us-states';
import * as Spanish from '@/content/es/us-states';
import type { Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';
import { US_STATES, type StateOption } from '@/lib/us-states';

/**
 * The states' names in a page's language (decision 182). For server code only (pages, the PDF):
 * a client component that imported this would ship both languages' names, so the forms get their
 * Spanish options as a prop from the server page.
 */

/** 'NY' -> 'Nueva York' on a Spanish page, 'New York' on an English one; undefined for a non-code. */
export function stateNameIn(code: string, locale: Locale): string | undefined {
  const names: Readonly<Record<string, string>> = pick(locale, English.STATE_NAMES, Spanish.STATE_NAMES);
  return Object.hasOwn(names, code.toUpperCase()) ? names[code.toUpperCase()] : undefined;
}

/**
 * Every state for a select, ordered by the name a reader of the language looks for ("Nueva York"
 * among the N's, `localeCompare`); the values are what the form posts today, whatever the language:
 * the code, or the English name the small-business inquiry stores (lib/schemas/business-inquiry.ts).
 */
export function stateOptions(locale: Locale, value: 'code' | 'englishName'): StateOption[] {
  const names = pick(locale, English.STATE_NAMES, Spanish.STATE_NAMES);
  return US_STATES.map((state) => ({
    value: value === 'code' ? state.code : state.name,
    label: names[state.code],
  })).sort((a, b) => a.label.localeCompare(b.label, locale));
}

/**
 * The props a form's state select takes from its server page: nothing on an English page (its form
 * lists lib/us-states.ts as before, so the page's HTML and payload stay as they were), the Spanish
 * options on a Spanish one.
 */
export function stateSelectProps(
  locale: Locale,
  value: 'code' | 'englishName',
): { stateOptions?: readonly StateOption[] } {
  return locale === 'es' ? { stateOptions: stateOptions(locale, value) } : {};
}
