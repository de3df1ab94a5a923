import 'server-only';
import { BRAND } from '@/content/site';
import type { PolicySettings } from '@/content/privacy';
import { getEnv } from '../env';
import { smsConfigured } from '../env-schema';
import { getSiteConfig } from '../site-config';

/** The privacy policy's agency details and retention periods, from the settings. */
export function policySettings(): PolicySettings {
  const config = getSiteConfig();
  const env = getEnv();
  return {
    agencyName: BRAND.name,
    phone: config.phone,
    phoneHref: config.phoneHref,
    email: config.email,
    optOutPhone: config.optOutPhone,
    optOutPhoneHref: config.optOutPhoneHref,
    address: config.agency.address,
    retentionDaysClaimDocuments: env.RETENTION_DAYS_CLAIM_DOCUMENTS,
    retentionDaysSubmissions: env.RETENTION_DAYS_SUBMISSIONS,
    retentionDaysAudit: env.RETENTION_DAYS_AUDIT,
    retentionDaysSuspectedSpam: env.SPAM_RETENTION_DAYS,
    sendsTexts: smsConfigured(env),
  };
}
