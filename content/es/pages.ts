/** The Spanish (es-US) of content/pages.ts (decision 182). */
import type * as English from '@/content/pages';
import type { Translation } from '@/lib/i18n/translation';

export const COVERAGE_OPTIONS_PAGE: Translation<typeof English.COVERAGE_OPTIONS_PAGE> = {
  title: 'Opciones de cobertura',
  description:
    'Opciones de cobertura médica para personas, familias, pequeñas empresas, contratistas independientes, enfermeras itinerantes y trabajadores 1099.',
  heading: 'Opciones de cobertura',
  intro:
    'Seis formas en que ayudamos a las personas a obtener cobertura. Elija la suya para comenzar la evaluación rápida de 5 minutos, o escriba a un experto con licencia.',
  emailUs: 'Contáctenos',
};

export const CONTACT_PAGE: Translation<typeof English.CONTACT_PAGE> = {
  title: 'Contacto',
  description:
    'Llame o escriba a un asesor de InsuranceMatch con licencia. De lunes a viernes de 8 a. m. a 8 p. m. (hora del Este); sábados y domingos de 8 a. m. a 11 a. m. (hora del Este).',
  heading: 'Contáctenos',
  intro:
    'Hable con un experto con licencia sobre su cobertura. Sin formularios ni presiones: llame, escriba o reserve la hora que mejor le convenga.',
  reachHeading: 'Comuníquese con nosotros',
  emailLabel: 'Correo electrónico',
  phoneLabel: 'Teléfono',
  hoursHeading: 'Horario',
  hours: [
    { days: 'De lunes a viernes', time: '8 a. m. a 8 p. m. (hora del Este)' },
    { days: 'Sábados y domingos', time: '8 a. m. a 11 a. m. (hora del Este)' },
  ],
  benefitsHeading: 'Cómo le ayudamos',
  benefits: [
    'Un agente con licencia que responde sus preguntas con palabras sencillas',
    'Una consulta gratuita, sin compromiso y sin cargos ocultos',
    'Comparaciones de planes lado a lado en pantalla compartida',
    'Ayuda con reclamos, renovaciones y cambios en su vida',
    'Una respuesta en menos de 24 horas',
  ],
  bookHeading: '¿Prefiere una hora fija?',
  bookText: 'Reserve una consulta gratuita de 15 a 30 minutos a la hora que mejor le convenga.',
  book: 'Reservar',
  sendMessage: 'Enviar mensaje',
};

export const BOOKING_PAGE: Translation<typeof English.BOOKING_PAGE> = {
  title: 'Reservar una cita',
  description: 'Programe una consulta gratuita de 15 a 30 minutos con un asesor de seguros con licencia.',
  heading: 'Programe su consulta',
  intro: 'Elija la hora que mejor le convenga. La consulta es gratuita y sin compromiso.',
  widgetTitle: 'Calendario de citas',
  expectHeading: 'Qué puede esperar',
  expect: [
    'Un profesional con licencia le llamará a la hora programada.',
    'La consulta dura de 15 a 30 minutos.',
    'Hablamos de sus necesidades y le damos recomendaciones personalizadas.',
    'Es gratis y sin compromiso.',
  ],
  callHeading: '¿Prefiere llamarnos?',
  callText: 'Nuestros asesores con licencia con gusto le ayudan por teléfono o por correo electrónico.',
  call: 'Llame al',
  emailUs: 'Escríbanos',
};

export const APPOINTMENT_CONFIRMED_PAGE: Translation<typeof English.APPOINTMENT_CONFIRMED_PAGE> = {
  title: 'Cita confirmada',
  description: 'Su consulta está reservada.',
  heading: 'Su cita está confirmada',
  lines: [
    'Recibirá un correo electrónico y un mensaje de texto con la fecha y la hora de su cita.',
    'Un asesor con licencia le llamará a la hora programada y puede compartir su pantalla para explicarle sus opciones.',
  ],
  immediate: '¿Necesita hablar antes? Llámenos ahora:',
  home: 'Volver a la página de inicio',
};
