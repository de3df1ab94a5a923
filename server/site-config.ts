import 'server-only';
import { SOCIAL_LABELS, SOCIAL_NETWORKS, type SocialNetwork } from '@/content/site';
import { telHref } from '@/lib/phone';
import { getEnv } from './env';

export interface SiteConfig {
  baseUrl: string;
  phone: string;
  phoneHref: string;
  email: string;
  careersEmail: string;
  optOutPhone: string;
  optOutPhoneHref: string;
  termsUrl: string;
  social: { network: SocialNetwork; label: string; href: string }[];
  /** The agency's licensing and address; an empty value is not shown anywhere. */
  agency: AgencyLicensing;
}

export interface AgencyLicensing {
  npn: string;
  licenses: { state: string; number: string }[];
  address: string;
}

/** The link of a configured number: the configuration accepts only numbers a link can dial (server/env-schema.ts). */
function configuredTelHref(phone: string): string {
  const href = telHref(phone);
  if (!href) throw new Error('a configured phone number that no tel: link can dial passed the configuration');
  return href;
}

/** The contact details and links every page shows, from the validated configuration. */
export function getSiteConfig(): SiteConfig {
  const env = getEnv();
  const socialUrls: Record<SocialNetwork, string> = {
    facebook: env.SOCIAL_FACEBOOK_URL,
    instagram: env.SOCIAL_INSTAGRAM_URL,
    linkedin: env.SOCIAL_LINKEDIN_URL,
    youtube: env.SOCIAL_YOUTUBE_URL,
  };
  return {
    baseUrl: env.PUBLIC_BASE_URL.replace(/\/$/, ''),
    phone: env.SUPPORT_PHONE,
    phoneHref: configuredTelHref(env.SUPPORT_PHONE),
    email: env.SUPPORT_EMAIL,
    careersEmail: env.CAREERS_EMAIL,
    optOutPhone: env.OPT_OUT_PHONE,
    optOutPhoneHref: configuredTelHref(env.OPT_OUT_PHONE),
    termsUrl: env.TERMS_URL,
    social: SOCIAL_NETWORKS.map((network) => ({ network, label: SOCIAL_LABELS[network], href: socialUrls[network] })),
    agency: { npn: env.AGENCY_NPN, licenses: env.AGENCY_STATE_LICENSES, address: env.AGENCY_ADDRESS },
  };
}
