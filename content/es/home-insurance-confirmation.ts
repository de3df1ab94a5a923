/** The Spanish (es-US) of content/home-insurance-confirmation.ts (decision 182). */
import type * as English from '@/content/home-insurance-confirmation';
import type { Translation } from '@/lib/i18n/translation';

export const CONFIRMATION_COPY: Translation<typeof English.CONFIRMATION_COPY> = {
  title: 'Su plan está confirmado',
  heading: 'Su plan está confirmado',
  intro: 'Gracias. Recibimos su elección y un asesor se comunicará con usted.',
  referenceLabel: 'Su número de referencia',
  referenceHint: 'Menciónelo cuando nos llame o nos escriba.',
  planHeading: 'El plan que eligió',
  monthly: 'Prima mensual',
  yearly: 'Prima anual',
  perMonth: '/mes',
  perYear: '/año',
  dwelling: 'Cobertura de la vivienda',
  deductible: 'Deducible',
  nextHeading: 'Qué sigue',
  next: [
    'Un asesor con licencia revisa su elección y se comunica con usted, por lo general en menos de 24 horas, citando este número de referencia.',
    'Su asesor confirma el precio final con la aseguradora: hasta entonces, estas cifras son estimaciones.',
    'Cuando usted esté de acuerdo, su asesor le ayuda a contratar la póliza. No se compra nada hasta que usted lo decida.',
  ],
  pdf: 'Descargar PDF',
  back: 'Volver a sus opciones',
  changeHint:
    '¿Cambió de opinión? Vuelva a sus opciones, elija otro plan y confírmelo: el número de referencia sigue siendo el mismo.',
};
