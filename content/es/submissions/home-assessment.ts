/**
 * The Spanish (es-US) of content/submissions/home-assessment.ts (decision 182): the consent topic and the form's messages; the console reads English.
 */
import type * as English from '@/content/submissions/home-assessment';
import type { Translation } from '@/lib/i18n/translation';

export const CONSENT_TOPIC: Translation<typeof English.CONSENT_TOPIC> = 'seguro de vivienda';

export const CONFIRMATIONS: Translation<typeof English.CONFIRMATIONS> = {};

/** The form's messages (content/es/messages.ts lists them with the rest). */
export const MESSAGES: Readonly<Record<(typeof English.MESSAGES)[number], string>> = {
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
