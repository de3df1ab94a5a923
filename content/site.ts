/** Brand, navigation and footer copy. Contact details come from the configuration (server/site-config.ts). */

export const BRAND = {
  name: 'InsuranceMatch',
  // The spec keeps a home-insurance tagline in the footer, although the site is about health and life cover.
  tagline: 'Matching homeowners with the right home insurance coverage, simply and transparently.',
} as const;

/**
 * The copyright line for a year. Pages are prerendered, so callers pass the year of the render
 * (the build); `npm start` rebuilds when the year changes (scripts/build-if-needed.mjs).
 */
export function copyrightLine(year: number): string {
  return `© ${year} ${BRAND.name}. All rights reserved.`;
}

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

/**
 * The three forms a visitor comes to finish something with, offered in the header (beside the
 * spec's seven navigation entries, not among them), the side menu and the footer.
 */
export const GET_A_QUOTE = {
  label: 'Get a quote',
  links: [
    { label: 'Small-business group health', href: '/small-business' },
    { label: 'Home insurance', href: '/home-assessment' },
  ],
} as const satisfies { label: string; links: readonly NavLink[] };

export const FILE_A_CLAIM: NavLink = { label: 'File a claim', href: '/claims' };

export const FOOTER_FORM_LINKS: readonly NavLink[] = [
  FILE_A_CLAIM,
  { label: 'Small-business quote', href: '/small-business' },
  { label: 'Home insurance quote', href: '/home-assessment' },
];

export const FOOTER_FORMS_HEADING = 'Quotes and claims';

/** How the agency's licensing reads in the footer (shown only for the settings that are set). */
export const LICENSING_COPY = {
  heading: 'Licensing',
  npn: 'National Producer Number (NPN)',
  licenses: 'State insurance licenses',
  address: 'Address',
} as const;

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
