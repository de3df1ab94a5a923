/** The Spanish (es-US) of content/mail.ts: the confirmation e-mails a Spanish-speaking visitor receives. */
import type * as English from '@/content/mail';
import type { Translation } from '@/lib/i18n/translation';
import { ES_CONFIRMATIONS, confirmationsByKind } from '@/content/submissions';

export const CONFIRMATION_COPY: Translation<typeof English.CONFIRMATION_COPY> = {
  ...confirmationsByKind(ES_CONFIRMATIONS),
  opt_out: {
    subject: 'Su solicitud de baja',
    received: 'Recibimos su solicitud para que dejemos de comunicarnos con usted.',
    next:
      'A partir de ahora no enviamos correos electrónicos de confirmación a esta dirección, y nuestros agentes y nuestro CRM ' +
      'tienen instrucciones de no llamar, enviar mensajes de texto ni escribir a la dirección o al número que nos dio. ' +
      'Este es el único correo electrónico que le enviamos al respecto.',
  },
};

export const CONFIRMATION_LINES: Translation<typeof English.CONFIRMATION_LINES> = {
  greeting: 'Hola:',
  reference: (reference) => `Su número de referencia: ${reference}`,
  questions: (phone, email) => `¿Tiene preguntas? Llame al ${phone} o escriba a ${email}.`,
  notRequested: (phone) => `Si usted no pidió esto, llame al ${phone} y lo corregiremos.`,
  optOut: (url) =>
    `¿No envió esta solicitud o no desea que nos comuniquemos con usted? Puede darse de baja aquí: ${url}`,
};
