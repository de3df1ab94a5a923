/** The Spanish (es-US) of content/call-back.ts (decision 182). */
import type * as English from '@/content/call-back';
import type { Translation } from '@/lib/i18n/translation';

export const CALL_TIME_LABELS: Translation<typeof English.CALL_TIME_LABELS> = {
  morning: 'Mañana (de 8 a. m. a 12 p. m., hora del Este)',
  afternoon: 'Tarde (de 12 p. m. a 5 p. m., hora del Este)',
  evening: 'Noche (de 5 p. m. a 8 p. m., hora del Este)',
  anytime: 'A cualquier hora',
};

export const CALL_WINDOW_WORDS: Translation<typeof English.CALL_WINDOW_WORDS> = {
  morning: 'por la mañana, entre las 8 a. m. y las 12 p. m. (hora del Este)',
  afternoon: 'por la tarde, entre las 12 p. m. y las 5 p. m. (hora del Este)',
  evening: 'por la noche, entre las 5 p. m. y las 8 p. m. (hora del Este)',
  anytime: 'en nuestro horario de atención, en cuanto tengamos un momento libre',
};

export const CALLBACK_FORM: Translation<typeof English.CALLBACK_FORM> = {
  heading: 'Pida que le llamemos',
  intro:
    'Déjenos su número y un asesor con licencia le llamará a la hora que mejor le convenga. Es gratis y sin compromiso.',
  agentIntro: (name) =>
    `Déjenos su número y ${name} le devolverá la llamada a la hora que mejor le convenga. Es gratis y sin compromiso.`,
  labels: {
    name: 'Nombre completo',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    bestTime: 'Mejor hora para llamarle',
    note: '¿Hay algo que debamos saber? (opcional)',
  },
  prompts: { bestTime: 'Seleccione una hora' },
  hints: { email: 'Aquí le enviaremos su confirmación y su número de referencia.' },
  notePlaceholder: 'p. ej., la cobertura que tiene ahora o sus preguntas para el asesor',
  submit: 'Solicitar mi llamada',
  confirmation: {
    title: 'Llamada solicitada',
    description: (time, emailed) =>
      `Un asesor con licencia le llamará ${time ? CALL_WINDOW_WORDS[time] : 'en nuestro horario de atención'}.${emailed ? ' Le enviamos una confirmación a su correo electrónico.' : ' Guarde su número de referencia: no le enviamos un correo electrónico de confirmación.'}`,
  },
  another: 'Solicitar otra llamada',
};
