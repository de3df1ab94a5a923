/**
 * The Spanish (es-US) of content/options-pdf.ts: the results PDF of a visitor on the Spanish pages.
 * Its notices are the Spanish results page's own, as the English PDF's are the English page's.
 */
import type * as English from '@/content/options-pdf';
import type { Translation } from '@/lib/i18n/translation';
import { ESTIMATE_NOTICE, EXAMPLE_RATES_NOTICE, NO_CARRIER_COPY } from './home-insurance-rates';

export const OPTIONS_PDF: Translation<typeof English.OPTIONS_PDF> = {
  title: (assessmentId) => `Sus opciones de seguro personalizadas #${assessmentId}`,
  subject: 'Estimaciones de seguro de vivienda',
  fileName: (assessmentId) => `opciones-de-seguro-${assessmentId}.pdf`,
  heading: 'Sus opciones de seguro personalizadas',
  prepared: (assessmentId, date) =>
    `Evaluación n.º ${assessmentId} - preparada el ${date.toLocaleDateString('es-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}`,
  estimateNotice: ESTIMATE_NOTICE,
  exampleRatesNotice: EXAMPLE_RATES_NOTICE,
  marks: {
    confirmed: 'Su plan confirmado',
    selected: 'Su plan seleccionado (aún no confirmado)',
  },
  noCarrier: { heading: NO_CARRIER_COPY.heading, text: NO_CARRIER_COPY.text },
  recommended: '(Recomendado)',
  policyType: 'Seguro de vivienda',
  perMonth: '/mes',
  premiums: (monthly, yearly, saving) => `${monthly}/mes  o  ${yearly} al año (ahorre ${saving} si paga anualmente)`,
  coverage: 'Cobertura',
  coverageDetails: 'Detalles de la cobertura:',
  deductible: 'Deducible',
  liability: 'Responsabilidad civil',
  personalProperty: 'Bienes personales',
  medicalPayments: 'Pagos médicos',
  features: 'Características:',
  questionsHeading: '¿Tiene preguntas? Hable con un agente con licencia',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  resultsOnline: 'Sus resultados en línea',
};
