/**
 * The Spanish (es-US) of content/health-assessment.ts (decision 182). The steps' ids and fields
 * are the English ones (the form's structure); only their words are translated.
 */
import type * as English from '@/content/health-assessment';
import type { Translation } from '@/lib/i18n/translation';

export const ASSESSMENT_STEPS: Translation<typeof English.ASSESSMENT_STEPS> = [
  {
    id: 'where',
    title: '¿Dónde vive?',
    help: 'Los planes, los precios y los programas cambian de un estado a otro.',
    fields: ['state', 'zipCode'],
  },
  {
    id: 'household',
    title: 'Háblenos de su hogar',
    help: 'Inclúyase usted, a su cónyuge y a todas las personas que declara como dependientes. Los ingresos del hogar son antes de impuestos, de todo el hogar.',
    fields: ['householdSize', 'yearlyIncome', 'ages'],
  },
  {
    id: 'coverage',
    title: '¿Qué cobertura le interesa?',
    help: 'Elija todas las que correspondan. Su asesor puede repasar las opciones con usted.',
    fields: ['coverage'],
  },
  {
    id: 'contact',
    title: '¿Cómo podemos comunicarnos con usted?',
    help: 'Un asesor con licencia revisa sus respuestas y se comunica con usted. Es gratis y sin compromiso.',
    fields: ['name', 'email', 'phone', 'consent'],
  },
];

export const COVERAGE_CHOICES: Translation<typeof English.COVERAGE_CHOICES> = [
  { value: 'health', label: 'Salud' },
  { value: 'dental', label: 'Dental' },
  { value: 'vision', label: 'Visión' },
  { value: 'life', label: 'Vida' },
];

export const ASSESSMENT_FORM: Translation<typeof English.ASSESSMENT_FORM> = {
  stepOf: (step, total) => `Paso ${step} de ${total}`,
  back: 'Atrás',
  next: 'Siguiente',
  submit: 'ENVIAR EVALUACIÓN',
  labels: {
    state: 'Estado',
    zipCode: 'Código postal',
    householdSize: 'Personas en su hogar',
    yearlyIncome: 'Ingresos anuales del hogar',
    ages: 'Edades de todas las personas de su hogar',
    coverage: 'Cobertura que desea',
    name: 'Nombre completo',
    email: 'Correo electrónico',
    phone: 'Teléfono',
  },
  prompts: {
    state: 'Seleccione su estado',
    householdSize: 'Seleccione cuántas',
  },
  hints: {
    yearlyIncome: 'En dólares, antes de impuestos; por ejemplo, 42,000.',
    ages: 'Una edad por persona, separadas por comas; por ejemplo, 42, 39, 12.',
  },
  intro:
    'Responda unas preguntas rápidas (unos 5 minutos) y luego oprima ENVIAR EVALUACIÓN. Un experto con licencia las revisa y se comunica con usted.',
};
