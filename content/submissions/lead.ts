/**
 * Every word a lead (the free assessment and the call-back request) adds to the site's lists, in
 * English (decision 178, "The words of a type"): the consent topic, the two confirmation e-mails,
 * the console's label and columns and the forms' messages. Their Spanish (`ES_`) is below. The
 * forms' own words are those of the pages that show them
 * (content/health-assessment.ts, content/call-back.ts), as several pages do.
 */
import { LANGUAGE_COLUMN } from './console-columns.ts';
import type { Translation } from '../../lib/i18n/translation.ts';

/** "may call and text me about ...". */
export const CONSENT_TOPIC = 'health and life insurance';

/** The confirmation e-mails, by their kind (content/mail.ts). */
export const CONFIRMATIONS = {
  lead_assessment: {
    subject: 'Your free consultation request',
    received: 'We received your request for a free consultation on our website.',
    next: 'A licensed advisor will be in touch shortly. The consultation is free, takes 15-30 minutes and carries no obligation.',
  },
  lead_callback: {
    subject: 'Your call-back request',
    received: 'We received your call-back request on our website.',
    next: 'A licensed advisor will call you back. The consultation is free, takes 15-30 minutes and carries no obligation.',
  },
} as const;

/** The type's JSON endpoint in the site's list (content/routes.ts); its forms are on pages of their own words. */
export const ROUTES = {
  pages: [],
  endpoints: [{ method: 'POST', path: '/api/leads', description: 'submit lead to CRM' }],
} as const;

export const CONSOLE_LABEL = 'Lead';

/** Its place among the console's types. */
export const CONSOLE_POSITION = 3;

/** The item page's, the inbox's and the CSV's columns (content/console.ts ITEM_COLUMNS). */
export const CONSOLE_COLUMNS = [
  { key: 'reference', label: 'Reference' },
  { key: 'kind', label: 'Kind' },
  { key: 'name', label: 'Name', link: true },
  { key: 'email', label: 'E-mail' },
  { key: 'phone', label: 'Phone' },
  LANGUAGE_COLUMN,
  { key: 'best_time', label: 'Best time to call' },
  { key: 'state', label: 'State' },
  { key: 'zip_code', label: 'ZIP' },
  { key: 'household_size', label: 'Household' },
  { key: 'yearly_income', label: 'Yearly income' },
  { key: 'ages', label: 'Ages', table: false },
  { key: 'estimate', label: 'Tax credit estimate', table: false },
  { key: 'coverage', label: 'Coverage' },
  { key: 'note', label: 'Note', table: false },
  { key: 'page_url', label: 'Page', table: false },
  { key: 'campaign', label: 'Campaign', table: false },
] as const;

/**
 * What lib/schemas/lead.ts, lead-form.ts and estimate.ts say to a visitor (the assessment, the call
 * back, the estimate); content/messages.ts lists them with the rest.
 */
export const MESSAGES = [
  'Please choose assessment or callback',
  'Household size must be a whole number from 1 to 20',
  'Yearly income must be a whole number of dollars',
  'Please enter each age as a whole number from 0 to 120',
  'Please enter one age for each person in your household',
  'Please choose the best time to call',
  'Please write your note as text',
  'Please keep your note under 1000 characters',
  'Coverage must be a list of what you want covered',
  'Please choose at most 10 kinds of coverage',
  'Please keep campaign values under 200 characters',
  'Please enter your ZIP code or state',
  'Please send the assessment form',
  'Please choose how many people live in your household',
  'Please enter your yearly household income',
  'Please enter the age of each person in your household',
  'Please send the call-back form',
] as const;

// The Spanish (es-US, decision 182): everything above but the console's, each typed by its English
// (`Translation`), so a missing or extra word fails `tsc`.

export const ES_CONSENT_TOPIC: Translation<typeof CONSENT_TOPIC> = 'seguro médico y de vida';

export const ES_CONFIRMATIONS: Translation<typeof CONFIRMATIONS> = {
  lead_assessment: {
    subject: 'Su solicitud de consulta gratuita',
    received: 'Recibimos en nuestro sitio web su solicitud de una consulta gratuita.',
    next: 'Un asesor con licencia se comunicará con usted en breve. La consulta es gratuita, dura de 15 a 30 minutos y no implica ningún compromiso.',
  },
  lead_callback: {
    subject: 'Su solicitud de llamada',
    received: 'Recibimos en nuestro sitio web su solicitud de llamada.',
    next: 'Un asesor con licencia se comunicará con usted por teléfono. La consulta es gratuita, dura de 15 a 30 minutos y no implica ningún compromiso.',
  },
};

/** The form's messages (content/es/messages.ts lists them with the rest). */
export const ES_MESSAGES: Readonly<Record<(typeof MESSAGES)[number], string>> = {
  'Please choose assessment or callback': 'Elija evaluación o llamada de regreso',
  'Household size must be a whole number from 1 to 20': 'El tamaño del hogar debe ser un número entero del 1 al 20',
  'Yearly income must be a whole number of dollars': 'El ingreso anual debe ser una cantidad entera de dólares',
  'Please enter each age as a whole number from 0 to 120': 'Escriba cada edad como un número entero del 0 al 120',
  'Please enter one age for each person in your household': 'Escriba una edad por cada persona de su hogar',
  'Please choose the best time to call': 'Elija el mejor momento para llamarle',
  'Please write your note as text': 'Escriba su nota como texto',
  'Please keep your note under 1000 characters': 'Su nota debe tener menos de 1000 caracteres',
  'Coverage must be a list of what you want covered': 'La cobertura debe ser una lista de lo que desea cubrir',
  'Please choose at most 10 kinds of coverage': 'Elija como máximo 10 tipos de cobertura',
  'Please keep campaign values under 200 characters': 'Los datos de la campaña deben tener menos de 200 caracteres',
  'Please enter your ZIP code or state': 'Ingrese su código postal o su estado',
  'Please send the assessment form': 'Envíe el formulario de evaluación',
  'Please choose how many people live in your household': 'Indique cuántas personas viven en su hogar',
  'Please enter your yearly household income': 'Ingrese el ingreso anual de su hogar',
  'Please enter the age of each person in your household': 'Ingrese la edad de cada persona de su hogar',
  'Please send the call-back form': 'Envíe el formulario de llamada de regreso',
};
