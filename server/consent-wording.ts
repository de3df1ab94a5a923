import 'server-only';
import { consentCheckboxWording, type ConsentWording } from '@/content/consent';
import { BRAND } from '@/content/site';
import { getEnv } from './env';

/**
 * The consent checkbox's wording with this site's agency name and opt-out line: what the form
 * pages show and what server/consent.ts records with each submission (decision 123).
 */
export function formConsentWording(): ConsentWording {
  return consentCheckboxWording({ agencyName: BRAND.name, optOutPhone: getEnv().OPT_OUT_PHONE });
}
