import 'server-only';
import * as Spanish from '@/content/es/home-insurance-rates';
import * as English from '@/content/home-insurance-rates';
import type { Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';
import type { InsuranceOption } from '@/lib/schemas/home-assessment';
import { getEnv } from '../env';
import { getExampleRates, getRates } from './rates';

/**
 * Whether options priced from an example table must hide their carriers: in production, always;
 * in development the example names may show (they help whoever works on the table).
 */
export function hidesExampleCarriers(): boolean {
  return getEnv().NODE_ENV === 'production';
}

/**
 * The options as a visitor, the PDF, the agency e-mail and the CRM webhook get them. Quotes priced
 * from an example table keep their carrier in the database (which table line priced them), but in
 * production leave the server named by coverage level ("Essential Coverage"): an invented company
 * is never shown as an offer. Every way out of the server goes through here. The level's name and
 * the example table's features are in the language of the page that shows them (a Spanish results
 * page: "Cobertura Esencial", "El costo mensual más bajo"; decision 182); the agency's e-mail, the
 * webhook and the console keep English. An agency's own table is shown as it is written.
 */
export function presentOptions(
  options: InsuranceOption[],
  pricedFromExample: boolean,
  locale: Locale = 'en',
): InsuranceOption[] {
  if (!pricedFromExample) return options;
  const exampleFeature = pick(locale, English.exampleFeature, Spanish.exampleFeature);
  const inLanguage = options.map((option) => ({ ...option, features: option.features.map(exampleFeature) }));
  if (!hidesExampleCarriers()) return inLanguage;
  const coverageLevelName = pick(locale, English.coverageLevelName, Spanish.coverageLevelName);
  const coverageOptionName = pick(locale, English.coverageOptionName, Spanish.coverageOptionName);
  const levels = new Map<string, string>();
  for (const table of [getExampleRates(), getRates()]) {
    if (!table.example) continue;
    for (const carrier of table.carriers)
      if (carrier.coverageLevel) levels.set(carrier.providerName, carrier.coverageLevel);
  }
  return inLanguage.map((option, index) => {
    const level = levels.get(option.providerName);
    // A name no example table knows (the table changed since): still never shown.
    return { ...option, providerName: level ? coverageLevelName(level) : coverageOptionName(index + 1) };
  });
}
