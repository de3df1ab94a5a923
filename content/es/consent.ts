/**
 * The Spanish (es-US) of content/consent.ts (decision 182): what a visitor agrees to, in the
 * words the consent record keeps with its language.
 */
import type * as English from '@/content/consent';
import type { Translation } from '@/lib/i18n/translation';

export const consentDisclosure: Translation<typeof English.consentDisclosure> = (optOutPhone) =>
  'Al enviar, usted confirma que tiene 18 años o más y acepta que InsuranceMatch y sus agentes con licencia ' +
  'se comuniquen con usted por llamadas telefónicas, mensajes de texto y correos electrónicos al número y la ' +
  'dirección que proporcionó, incluidas llamadas y mensajes de texto realizados con un sistema de marcación ' +
  'automática o mensajes pregrabados. El consentimiento no es una condición de compra. Puede revocarlo en ' +
  `cualquier momento llamando al ${optOutPhone}. Pueden aplicarse tarifas por mensajes y datos.`;
