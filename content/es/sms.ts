/**
 * The Spanish (es-US) of content/sms.ts: the texts a visitor who used the Spanish pages receives,
 * and the answers to the Spanish keywords (AYUDA, PARAR, ALTO, ...). Short on purpose: accented
 * letters send a text as UCS-2, 70 characters a segment.
 */
import type * as English from '@/content/sms';
import type { Translation } from '@/lib/i18n/translation';

export const SMS_TEXTS: Translation<typeof English.SMS_TEXTS> = {
  confirmation: (kind, reference, contact) => {
    const what = kind === 'claim' ? 'su reclamo' : 'su solicitud';
    const next =
      kind === 'claim'
        ? 'Un asesor se comunicará con usted al respecto.'
        : 'Un asesor con licencia se comunicará con usted en 24 horas.';
    return `${contact.brand}: recibimos ${what} (ref. ${reference}). ${next} ¿Preguntas? Llame al ${contact.phone}. Responda PARAR para darse de baja o AYUDA para recibir ayuda.`;
  },
  help: (contact) =>
    `${contact.brand}: asesores con licencia en seguros médicos y de vida. Llame al ${contact.phone}. Pueden aplicarse tarifas de mensajes y datos. Responda PARAR para darse de baja.`,
  stopped: (contact) =>
    `${contact.brand}: dimos de baja su número; no recibirá más textos nuestros. ¿Preguntas? Llame al ${contact.phone}.`,
};
