/** Brand, navigation and footer copy. Contact details come from the configuration (server/site-config.ts). */

/** The title and description every page starts from (the root layouts' metadata). */
export const ROOT_METADATA = {
  title: 'InsuranceMatch | Find the Right Health & Life Insurance',
  titleTemplate: '%s | InsuranceMatch',
  description:
    'Independent licensed advisors who match individuals, families and small businesses with the right health and life insurance.',
} as const;

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

/** The page for an address that is not on the site (and for a record that does not exist). */
export const NOT_FOUND_PAGE = {
  title: 'Page not found',
  heading: 'Page not found',
  text: 'The page you are looking for does not exist or has moved. Our licensed advisors are still here to help.',
  home: 'Go to the home page',
  contact: 'Contact us',
} as const;

/** The page for an unexpected error; the details stay in the server log. */
export const ERROR_PAGE = {
  heading: 'Something went wrong',
  text: 'Sorry, this page could not be shown. Please try again, or call us and an advisor will help you directly.',
  retry: 'Try again',
  home: 'Go to the home page',
} as const;

/** The words of the header, side menu and footer around the navigation lists above. */
export const SHELL_TEXTS = {
  skipLink: 'Skip to main content',
  /** Before the phone number in the top bar; hidden on narrow screens but read by screen readers. */
  callPrefix: 'Call ',
  socialMedia: 'Social media',
  opensInNewTab: '(opens in a new tab)',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  formsNav: 'Quotes and claims',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  siteMenu: 'Site menu',
  menu: 'Menu',
  callButton: 'Call',
  footer: {
    product: 'Product',
    company: 'Company',
    legal: 'Legal',
    careers: 'Careers',
    contact: 'Contact',
    terms: 'Terms and Conditions',
    optOutBefore: 'To stop calls and texts at any time, call our opt-out line:',
    optOutOr: ', or',
    optOutOnline: 'opt out online',
  },
  /** The theme toggle's label: "Theme: System. Switch to Dark" (written by the shell script). */
  theme: { theme: 'Theme', switchTo: 'Switch to', light: 'Light', dark: 'Dark', system: 'System' },
  /** The notifications (toasts): their region, one notification, and its close button. */
  toasts: { region: 'Notifications ({hotkey})', one: 'Notification', close: 'Close notification' },
  /** The link to this page in the other language, written in that language. */
  languageSwitch: { label: 'Español', description: 'Ver esta página en español' },
} as const;
