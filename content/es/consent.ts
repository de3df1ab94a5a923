/**
 * The Spanish (es-US) of content/consent.ts (decision 182): what a visitor agrees to, in the
 * words the consent record keeps with its language. Counsel reviews this wording with the other
 * Spanish legal texts; any change to it is a new version, as in English.
 */
import type * as English from '@/content/consent';
import type { ConsentWording } from '@/content/consent';
import type { Translation } from '@/lib/i18n/translation';
import { ES_CONSENT_TOPICS } from '@/content/submissions';

/**
 * The Spanish label is its own wording, so its own version: a record says which words were shown
 * by its version alone. Bump it with the English one (same stem) or when these words change.
 */
export const CONSENT_DISCLOSURE_VERSION: Translation<typeof English.CONSENT_DISCLOSURE_VERSION> =
  '2026-11-checkbox-2-es';

export const consentDisclosure: Translation<typeof English.consentDisclosure> = (optOutPhone) =>
  'Al enviar, usted confirma que tiene 18 años o más y acepta que InsuranceMatch y sus agentes con licencia ' +
  'se comuniquen con usted por llamadas telefónicas, mensajes de texto y correos electrónicos al número y la ' +
  'dirección que proporcionó, incluidas llamadas y mensajes de texto realizados con un sistema de marcación ' +
  'automática o mensajes pregrabados. El consentimiento no es una condición de compra. Puede revocarlo en ' +
  `cualquier momento llamando al ${optOutPhone}. Pueden aplicarse tarifas por mensajes y datos.`;

export const PRIVACY_POLICY_PATH: Translation<typeof English.PRIVACY_POLICY_PATH> = '/es/privacy';
export const OPT_OUT_PATH: Translation<typeof English.OPT_OUT_PATH> = '/es/opt-out';

/** "pueden llamarme y enviarme mensajes de texto sobre ...", per form (the keys are the English ones). */
export const CONSENT_TOPICS: Translation<typeof English.CONSENT_TOPICS> = ES_CONSENT_TOPICS;

export const consentCheckboxWording: Translation<typeof English.consentCheckboxWording> = ({
  agencyName,
  optOutPhone,
  subject,
}) => ({
  version: CONSENT_DISCLOSURE_VERSION,
  language: 'es',
  parts: [
    {
      text:
        `Sí, ${agencyName} y sus agentes con licencia pueden llamarme y enviarme mensajes de texto sobre ${CONSENT_TOPICS[subject]} ` +
        'al número de teléfono que proporcioné, incluidas llamadas y mensajes de texto realizados con un sistema de ' +
        'marcación automática y mensajes pregrabados o con voz artificial. Tengo 18 años o más. Este consentimiento es ' +
        `opcional y no es una condición para ninguna compra; sin él, ${agencyName} responde por correo electrónico o ` +
        'llama solo para atender esta solicitud. Puedo retirarlo en cualquier momento en nuestra ',
    },
    { text: 'página para darse de baja', href: OPT_OUT_PATH },
    { text: ` o llamando al ${optOutPhone}. Pueden aplicarse tarifas por mensajes y datos. Consulte nuestra ` },
    { text: 'Política de privacidad', href: PRIVACY_POLICY_PATH },
    { text: '.' },
  ],
});

/** The label exactly as a reader sees it (links by their words), as in English. */
export const consentPlainText: Translation<typeof English.consentPlainText> = (wording: ConsentWording) =>
  wording.parts.map((part) => part.text).join('');

/** What a consent record's statement says, in words. */
export const CONTACT_STATEMENTS: Translation<typeof English.CONTACT_STATEMENTS> = {
  given:
    'consentimiento para llamadas y mensajes de texto, incluidos los de marcación automática y los mensajes pregrabados (casilla marcada)',
  notGiven:
    'sin consentimiento para llamadas ni mensajes de texto: responder por correo electrónico, o llamar solo para atender esta solicitud',
};

export const contactStatement: Translation<typeof English.contactStatement> = (checked) =>
  checked ? CONTACT_STATEMENTS.given : CONTACT_STATEMENTS.notGiven;
