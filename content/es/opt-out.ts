/** The Spanish (es-US) of content/opt-out.ts (decision 182): the /es/opt-out page and its form. */
import type * as English from '@/content/opt-out';
import type { Translation } from '@/lib/i18n/translation';

export const OPT_OUT_PAGE: Translation<typeof English.OPT_OUT_PAGE> = {
  title: 'Dejar de recibir llamadas, mensajes de texto y correos electrónicos',
  metaDescription:
    'Pídanos que dejemos de llamarle, enviarle mensajes de texto o correos electrónicos. Tiene efecto en cuanto lo envía.',
  intro:
    'Indíquenos el correo electrónico o el número de teléfono (o ambos) con el que debemos dejar de comunicarnos. Tiene efecto en cuanto lo envía: ' +
    'nuestro sitio web envía a esa dirección un correo que lo confirma y ningún otro correo de confirmación después, y se les indica a nuestros agentes y a nuestro CRM que no le llamen, ni le envíen mensajes de texto ni correos electrónicos.',
  fieldsLegend: 'Cómo nos comunicamos con usted',
  emailLabel: 'Correo electrónico (opcional si da un número de teléfono)',
  phoneLabel: 'Teléfono (opcional si da un correo electrónico)',
  reasonLabel: 'Cualquier cosa que quiera decirnos (opcional)',
  reasonHint: 'Por ejemplo, "dejen de llamarme". Puede escribirlo como quiera.',
  submit: 'Darme de baja',
  successTitle: 'Se dio de baja',
  successDescription:
    'No volveremos a comunicarnos con usted sobre sus solicitudes. Si nos dio un correo electrónico, le enviamos un correo para confirmarlo, y nada más.',
  toast: { title: 'Se dio de baja', description: 'Tiene efecto desde ahora.' },
  byPhone: '¿Prefiere llamar? Nuestra línea de exclusión:',
  privacyNote: 'Cómo tratamos sus datos se explica en nuestra',
  privacyLinkText: 'Política de privacidad',
};
