/** The Spanish (es-US) of content/options-pdf.ts: the results PDF of a visitor on the Spanish pages. */
import type * as English from '@/content/options-pdf';
import type { Translation } from '@/lib/i18n/translation';

export const OPTIONS_PDF: Translation<typeof English.OPTIONS_PDF> = {
  title: (assessmentId) => `Sus opciones de seguro personalizadas #${assessmentId}`,
  subject: 'Estimaciones de seguro de vivienda',
  fileName: (assessmentId) => `opciones-de-seguro-${assessmentId}.pdf`,
  heading: 'Sus opciones de seguro personalizadas',
  prepared: (assessmentId, date) =>
    `Evaluación n.º ${assessmentId} - preparada el ${date.toLocaleDateString('es-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}`,
  estimateNotice:
    'Estas primas son estimaciones basadas en los datos que nos dio, no una cotización definitiva. Su agente con licencia confirma con la aseguradora el precio final, la cobertura y la elegibilidad antes de emitir cualquier póliza.',
  exampleRatesNotice:
    'Estas opciones son estimaciones por nivel de cobertura, no ofertas de una aseguradora en particular. Un agente con licencia confirma las cotizaciones de aseguradoras reales antes de que usted elija una póliza.',
  marks: {
    confirmed: 'Su plan confirmado',
    selected: 'Su plan seleccionado (aún no confirmado)',
  },
  noCarrier: {
    heading: (stateName) => `Un agente buscará opciones en ${stateName}`,
    text: (stateName) =>
      `Ninguna de las aseguradoras que podemos estimar en línea ofrece todavía seguro de vivienda en ${stateName}. Tenemos sus datos, y un agente con licencia buscará opciones en ${stateName} y se comunicará con usted.`,
  },
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
