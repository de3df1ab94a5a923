/** The Spanish (es-US) of content/privacy.ts (decision 182). */
import type * as English from '@/content/privacy';
import type { Translation } from '@/lib/i18n/translation';

export const PRIVACY_POLICY_LINK: Translation<typeof English.PRIVACY_POLICY_LINK> = 'Política de privacidad';
export const PRIVACY_CHOICES_LINK: Translation<typeof English.PRIVACY_CHOICES_LINK> = 'Sus opciones de privacidad';
