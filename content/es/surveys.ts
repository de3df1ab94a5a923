/** The Spanish (es-US) of content/surveys.ts (decision 182): the /es/assessment page. */
import type * as English from '@/content/surveys';
import type { Translation } from '@/lib/i18n/translation';

export const ASSESSMENT_PAGE: Translation<typeof English.ASSESSMENT_PAGE> = {
  title: 'Evaluación',
  description: 'Haga la evaluación rápida de seguro médico: solo 5 minutos.',
  heading: 'Su evaluación de seguro gratuita',
  intro: 'Responda las preguntas a continuación y luego oprima ENVIAR EVALUACIÓN.',
  frameTitle: 'Formulario de evaluación de seguro',
  submit: 'ENVIAR EVALUACIÓN',
  sent: 'Su evaluación se envió al formulario.',
  home: 'Inicio',
};
