/** Copy of the home page (the product specification, section 2 "Home page" and section 1 "Site-wide copy"). */

export const HOME_META = {
  title: 'InsuranceMatch | Find the Right Health & Life Insurance',
  description:
    'Licensed, independent advisors match individuals, families, small businesses, contractors and travel nurses with the right health and life insurance. Free consultation, no hidden fees.',
} as const;

export const HERO = {
  eyebrow: 'Independent licensed advisors',
  headline: 'Broken System. Better Options.',
  text: 'We find you solutions, not just policies: licensed agents compare plans across carriers for you, and a dedicated expert stays with you for life. Take the quick 5-minute assessment or talk to us for free.',
  primaryCta: 'Protect My Family',
  secondaryCta: 'Contact our experts',
} as const;

export interface InsurerLogo {
  name: string;
  src: string;
}

/** Fictional carriers: the agency's real partner logos are added when it supplies them. */
export const INSURER_LOGOS: readonly InsurerLogo[] = [
  { name: 'Northwind Health', src: '/logos/northwind-health.svg' },
  { name: 'Bluepeak Mutual', src: '/logos/bluepeak-mutual.svg' },
  { name: 'Harborline Life', src: '/logos/harborline-life.svg' },
  { name: 'Evergreen Care', src: '/logos/evergreen-care.svg' },
  { name: 'Summit Shield', src: '/logos/summit-shield.svg' },
];

export const LOGO_STRIP = {
  label: 'Insurance carriers we work with',
  pause: 'Pause the scrolling logos',
} as const;

export const ABOUT = {
  heading: 'Insurance advice that works for you',
  paragraphs: [
    'We are an independent team of licensed health and life insurance agents. We are not tied to one carrier, so our job is to find what fits your health, your doctors and your budget.',
    'Tell us about your situation in a quick 5-minute assessment. A licensed expert reviews it, walks you through your options on a screen-share, and stays your dedicated contact for as long as you have coverage. There are no hidden fees.',
  ],
  videoTitle: 'About InsuranceMatch',
  videoCaption: 'Meet the team and see how a consultation works.',
  /** The video's play button, for screen readers. */
  playVideo: (title: string) => `Play video: ${title}`,
  cta: 'Apply Now',
} as const;

export interface ProcessStep {
  title: string;
  text: string;
}

export const PROCESS = {
  heading: 'How it works',
  intro: 'Three steps from questions to coverage, with the same expert beside you the whole way.',
  /** Read before each step's title by screen readers (the number is drawn in a circle). */
  stepLabel: (step: number) => `Step ${step}: `,
  steps: [
    {
      title: 'Consultation',
      text: 'Tell us about your household, your doctors, your prescriptions and your budget in a free, no-obligation consultation of 15-30 minutes.',
    },
    {
      title: 'Choose A Plan',
      text: 'On a screen-share, your licensed agent compares the plans you qualify for side by side and explains the trade-offs, so you choose with confidence.',
    },
    {
      title: 'Lifetime Expert',
      text: 'Your dedicated expert stays with you: renewals, claims questions, life changes and open enrollment every year.',
    },
  ] satisfies ProcessStep[],
} as const;

export const COVERAGE_TYPES = {
  heading: 'Coverage types',
  intro: 'One conversation covers every part of your protection.',
  tiles: [
    { title: 'Life Insurance', text: 'Term and permanent policies that protect the people who depend on your income.' },
    {
      title: 'Health Insurance',
      text: 'Individual and family plans, on and off the Marketplace, with the doctors you want.',
    },
    { title: 'Medical Plans', text: 'PPO, HMO and EPO networks, telemedicine and options for self-employed workers.' },
    {
      title: 'Supplemental',
      text: 'Dental, vision, accident, critical illness and hospital indemnity to fill the gaps.',
    },
  ],
} as const;

export interface Testimonial {
  quote: string;
  name: string;
  initials: string;
  detail: string;
  rating: number;
}

export const TESTIMONIALS = {
  heading: 'What our clients say',
  /** Where the quotes come from, said plainly under each one; nothing more is claimed. */
  source: 'Client review, shared with permission',
  /** What screen readers hear for the stars. */
  ratingLabel: (rating: number) => `Rated ${rating} out of 5`,
  items: [
    {
      quote:
        'I was paying for COBRA and dreading every bill. My agent found a PPO that kept my doctors, and I am saving over $2,400 a year.',
      name: 'Maria G.',
      initials: 'MG',
      detail: 'Family plan, Texas',
      rating: 5,
    },
    {
      quote:
        'As a travel nurse I move every few months. They found me a nationwide plan and answered every question on a quick screen-share.',
      name: 'Derek T.',
      initials: 'DT',
      detail: 'Travel nurse',
      rating: 5,
    },
    {
      quote:
        'Clear, patient and honest. They explained deductibles and coinsurance in plain English and never pushed me into anything.',
      name: 'Priya S.',
      initials: 'PS',
      detail: 'Self-employed, 1099',
      rating: 4.5,
    },
  ] satisfies Testimonial[],
} as const;

export interface CoverageOption {
  title: string;
  text: string;
  points: string[];
  /**
   * Where 'Get Started' goes when the card has a form of its own on this site (same window on
   * every page); without it, the survey the spec names for the page.
   */
  href?: string;
}

export const COVERAGE_OPTIONS = {
  heading: 'Coverage for every stage of life and work',
  intro: 'Pick the card that sounds like you. A licensed agent will tailor the options to your situation.',
  getStarted: 'Get Started',
  startAssessment: 'Start Assessment',
  contactUs: 'Contact Us',
  footnote: 'Not sure which one fits? Take the quick 5-minute assessment or ask us directly.',
  cards: [
    {
      title: 'Individuals',
      text: 'Health coverage for individuals aged 18-64.',
      points: ['Marketplace and private plans', 'Keep your preferred doctors', 'Help with tax credits'],
    },
    {
      title: 'Families',
      text: 'One plan that covers everyone in your household.',
      points: ['Pediatric dental and vision', 'Maternity and preventive care', 'Budget-friendly deductibles'],
    },
    {
      title: 'Small Business',
      text: 'Group health benefits that help you hire and keep good people.',
      points: ['Save up to 30% versus individual plans', 'Easy administration', 'Tax benefits for employers'],
      href: '/small-business',
    },
    {
      title: 'Independent Contractors',
      text: 'Coverage that travels with you from contract to contract.',
      points: ['No employer needed', 'Flexible networks', 'Options for irregular income'],
    },
    {
      title: 'Travel Nurses',
      text: 'A nationwide private PPO network in all 50 states.',
      points: ['Nationwide private PPO in all 50 states', 'Coverage between assignments', 'Prescription coverage'],
    },
    {
      title: '1099',
      text: 'Plans built for gig and self-employed workers.',
      points: ['24/7 telemedicine', 'Self-employed deductions', 'Month-to-month options'],
    },
  ] satisfies CoverageOption[],
} as const;

/** The site's three forms, offered under the coverage cards so the home page reaches each of them. */
export const MORE_WAYS = {
  heading: 'Already know what you need?',
  links: [
    { label: 'Request a small-business group quote', href: '/small-business' },
    { label: 'Compare home insurance options', href: '/home-assessment' },
    { label: 'File a claim with your documents', href: '/claims' },
  ],
} as const;

export const PAIN_POINTS = {
  heading: 'Sound familiar?',
  intro: 'These are the situations we help with every day.',
  tiles: [
    { title: 'COBRA too expensive', text: 'Leaving a job should not mean paying full price to keep your old plan.' },
    { title: 'High premiums', text: 'Compare carriers and networks to lower what you pay every month.' },
    { title: 'High deductible', text: 'Find a plan where coverage starts before thousands of dollars out of pocket.' },
    {
      title: 'Doctors not in network',
      text: 'We check that your doctors and hospitals are in the network before you enroll.',
    },
    { title: 'Turning 26', text: 'Coming off a parent’s plan opens a special enrollment window: use it well.' },
    { title: 'Expensive medication', text: 'We compare drug lists so your prescriptions are covered at a fair price.' },
    { title: 'Pricey max-out-of-pocket', text: 'Know your worst case year and keep it within reach.' },
    {
      title: 'Dissolving a marriage',
      text: 'A divorce is a qualifying life event: we help you get your own coverage.',
    },
    { title: 'Stuck in a job', text: 'Do not stay in a job just for the benefits: individual plans can replace them.' },
  ],
} as const;

export const CLOSING_CTA = {
  heading: 'Ready for better coverage?',
  text: 'Take the quick 5-minute assessment or call a licensed expert. The consultation is free, with no obligation and no hidden fees.',
  primary: 'Start Assessment',
  secondary: 'Call',
} as const;

export const BREADCRUMB_HOME = 'Home';
