/** Brand, navigation and footer copy. Contact details come from the configuration (server/site-config.ts). */

export const BRAND = {
  name: 'InsuranceMatch',
  // The spec keeps a home-insurance tagline in the footer, although the site is about health and life cover.
  tagline: 'Matching homeowners with the right home insurance coverage, simply and transparently.',
  copyright: '© 2025 InsuranceMatch. All rights reserved.',
} as const;

export interface NavLink {
  label: string;
  href: string;
}

export const MAIN_NAV: readonly NavLink[] = [
  { label: 'About', href: '/#about' },
  { label: 'Process', href: '/#how-it-works' },
  { label: 'Coverage', href: '/#coverage' },
  { label: 'News', href: '/news' },
  { label: 'Tax Reimburse', href: '/tax-reimburse' },
  { label: 'FAQ', href: '/#faq' },
  { label: 'Contact', href: '/contact' },
];

export const FOOTER_PRODUCT_LINKS: readonly NavLink[] = [
  { label: 'How It Works', href: '/#how-it-works' },
  { label: 'Coverage Types', href: '/#coverage-types' },
  { label: 'Pricing', href: '/coverage-options' },
  { label: 'FAQ', href: '/#faq' },
];

export const FOOTER_COMPANY_LINKS: readonly NavLink[] = [
  { label: 'About Us', href: '/#about' },
  { label: 'News', href: '/news' },
];

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
};
