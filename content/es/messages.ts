/** The Spanish (es-US) of every visitor message (content/messages.ts; decision 182). */
import type { VisitorMessage } from '@/content/messages';

export const ES_MESSAGES: Readonly<Record<VisitorMessage, string>> = {
  'Please enter a valid email address': 'Ingrese un correo electrónico válido',
  'Please enter a valid phone number': 'Ingrese un número de teléfono válido',
  'Please enter a valid ZIP code': 'Ingrese un código postal válido',
  'ZIP code is too long': 'El código postal es demasiado largo',
  'Please keep this on one line': 'Escríbalo en una sola línea',
};
