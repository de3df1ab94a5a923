/**
 * The Spanish (es-US) of content/submissions/lead.ts (decision 182): the consent topic, the two confirmations and the forms' messages; the console reads English.
 */
import type * as English from '@/content/submissions/lead';
import type { Translation } from '@/lib/i18n/translation';

export const CONSENT_TOPIC: Translation<typeof English.CONSENT_TOPIC> = 'seguro médico y de vida';

export const CONFIRMATIONS: Translation<typeof English.CONFIRMATIONS> = {
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
export const MESSAGES: Readonly<Record<(typeof English.MESSAGES)[number], string>> = {
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
  'The page URL is too long': 'La dirección de la página es demasiado larga',
  'Please keep campaign values under 200 characters': 'Los datos de la campaña deben tener menos de 200 caracteres',
  'Please enter your ZIP code or state': 'Ingrese su código postal o su estado',
  'Please send the assessment form': 'Envíe el formulario de evaluación',
  'Please choose how many people live in your household': 'Indique cuántas personas viven en su hogar',
  'Please enter your yearly household income': 'Ingrese el ingreso anual de su hogar',
  'Please enter the age of each person in your household': 'Ingrese la edad de cada persona de su hogar',
  'Please send the call-back form': 'Envíe el formulario de llamada de regreso',
};
