/**
 * Every word a home assessment adds to the site's lists, in English (decision 178, "The words of a
 * type"): the consent topic, the console's label and columns and the form's messages. The
 * assessment sends no confirmation e-mail (the results page is the visitor's answer); confirming a
 * plan does, once (server/insurance/assessments.ts). Their Spanish (`ES_`) is below.
 * The form's and the results' own words are those of their pages (content/home-insurance-pages.ts).
 */
import { LANGUAGE_COLUMN } from './console-columns.ts';
import type { Translation } from '../../lib/i18n/translation.ts';

/** "may call and text me about ...". */
export const CONSENT_TOPIC = 'home insurance';

/** The e-mail after the visitor confirms a plan on the results page: the first time, with its HOME- reference. */
export const CONFIRMATIONS = {
  home_insurance_selected: {
    subject: 'Your home-insurance plan choice',
    received: 'We received the home-insurance plan you confirmed on our website.',
    next: 'An agent will contact you shortly with more details about your selected insurance plan.',
  },
} as const;

export const CONSOLE_LABEL = 'Home assessment';

/** Its place among the console's types. */
export const CONSOLE_POSITION = 4;

/** The item page's, the inbox's and the CSV's columns (content/console.ts ITEM_COLUMNS). */
export const CONSOLE_COLUMNS = [
  // The confirmed selection's reference (HOME-...), empty until the visitor confirms a plan.
  { key: 'reference', label: 'Reference' },
  { key: 'name', label: 'Name', link: true },
  { key: 'email', label: 'E-mail' },
  { key: 'phone', label: 'Phone' },
  LANGUAGE_COLUMN,
  { key: 'state', label: 'State' },
  { key: 'zip_code', label: 'ZIP' },
  { key: 'dwelling_coverage', label: 'Rebuild cost' },
  { key: 'square_feet', label: 'Square feet', table: false },
  { key: 'year_built', label: 'Year built', table: false },
  { key: 'construction', label: 'Construction', table: false },
  { key: 'roof_age', label: 'Roof age', table: false },
  { key: 'claims_last_five_years', label: 'Claims in the last five years', table: false },
  { key: 'deductible', label: 'Preferred deductible' },
  { key: 'options', label: 'Options quoted', table: false },
  { key: 'selected_plan', label: 'Selected plan' },
  { key: 'figures', label: 'Figures', table: false },
  { key: 'rating_version', label: 'Rating version', table: false },
  { key: 'results_url', label: 'Results page', table: false },
  { key: 'source', label: 'Source', table: false },
] as const;

/** What lib/schemas/home-assessment.ts says to a visitor (content/messages.ts lists them with the rest). */
export const MESSAGES = [
  'Please enter the estimated rebuild cost',
  'Please enter the estimated rebuild cost as a whole number',
  'The estimated rebuild cost must be at least $50,000',
  'The estimated rebuild cost must be at most $5,000,000',
  'Please enter the size in square feet',
  'Please enter the size in square feet as a whole number',
  'The size must be at least 200 sq ft',
  'The size must be at most 50,000 sq ft',
  'Please enter the year the home was built',
  'Please enter the year the home was built as a whole number',
  'The year built must be at least 1800',
  // Next year: the limit moves with the calendar.
  'The year built must be at most {year}',
  'Please select the construction type',
  'Please enter the roof age in years',
  'Please enter the roof age in years as a whole number',
  'The roof age must be at least 0 years',
  'The roof age must be at most 150 years',
  'Please enter the number of claims',
  'Please enter the number of claims as a whole number',
  'The number of claims must be at least 0',
  'The number of claims must be at most 3',
  'Please enter a deductible',
  'Please enter a deductible as a whole number',
  'The deductible must be at least 0',
  'The deductible must be at most 100000',
  'Please select a deductible',
] as const;

// The Spanish (es-US, decision 182): everything above but the console's, each typed by its English
// (`Translation`), so a missing or extra word fails `tsc`.

export const ES_CONSENT_TOPIC: Translation<typeof CONSENT_TOPIC> = 'seguro de vivienda';

export const ES_CONFIRMATIONS: Translation<typeof CONFIRMATIONS> = {
  home_insurance_selected: {
    subject: 'Su elección de plan de seguro de vivienda',
    received: 'Recibimos el plan de seguro de vivienda que confirmó en nuestro sitio web.',
    next: 'Un agente se comunicará con usted pronto con más detalles sobre el plan de seguro que eligió.',
  },
};

/** The form's messages (content/es/messages.ts lists them with the rest). */
export const ES_MESSAGES: Readonly<Record<(typeof MESSAGES)[number], string>> = {
  'Please enter the estimated rebuild cost': 'Ingrese el costo estimado de reconstrucción',
  'Please enter the estimated rebuild cost as a whole number':
    'Ingrese el costo estimado de reconstrucción como un número entero',
  'The estimated rebuild cost must be at least $50,000':
    'El costo estimado de reconstrucción debe ser de al menos $50,000',
  'The estimated rebuild cost must be at most $5,000,000':
    'El costo estimado de reconstrucción debe ser de $5,000,000 como máximo',
  'Please enter the size in square feet': 'Ingrese el tamaño en pies cuadrados',
  'Please enter the size in square feet as a whole number': 'Ingrese el tamaño en pies cuadrados como un número entero',
  'The size must be at least 200 sq ft': 'El tamaño debe ser de al menos 200 pies cuadrados',
  'The size must be at most 50,000 sq ft': 'El tamaño debe ser de 50,000 pies cuadrados como máximo',
  'Please enter the year the home was built': 'Ingrese el año en que se construyó la vivienda',
  'Please enter the year the home was built as a whole number':
    'Ingrese el año en que se construyó la vivienda como un número entero',
  'The year built must be at least 1800': 'El año de construcción debe ser 1800 o posterior',
  'The year built must be at most {year}': 'El año de construcción debe ser {year} o anterior',
  'Please select the construction type': 'Seleccione el tipo de construcción',
  'Please enter the roof age in years': 'Ingrese la antigüedad del techo en años',
  'Please enter the roof age in years as a whole number':
    'Ingrese la antigüedad del techo en años como un número entero',
  'The roof age must be at least 0 years': 'La antigüedad del techo debe ser de al menos 0 años',
  'The roof age must be at most 150 years': 'La antigüedad del techo debe ser de 150 años como máximo',
  'Please enter the number of claims': 'Ingrese el número de reclamos',
  'Please enter the number of claims as a whole number': 'Ingrese el número de reclamos como un número entero',
  'The number of claims must be at least 0': 'El número de reclamos debe ser de al menos 0',
  'The number of claims must be at most 3': 'El número de reclamos debe ser de 3 como máximo',
  'Please enter a deductible': 'Ingrese un deducible',
  'Please enter a deductible as a whole number': 'Ingrese un deducible como un número entero',
  'The deductible must be at least 0': 'El deducible debe ser de al menos 0',
  'The deductible must be at most 100000': 'El deducible debe ser de 100000 como máximo',
  'Please select a deductible': 'Seleccione un deducible',
};
