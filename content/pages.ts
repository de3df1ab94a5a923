/** Copy of the smaller content pages (the product specification, section 2). Contact details come from the configuration. */

export const COVERAGE_OPTIONS_PAGE = {
  title: 'Coverage Options',
  description:
    'Health coverage options for individuals, families, small businesses, independent contractors, travel nurses and 1099 workers.',
  heading: 'Coverage Options',
  intro:
    'Six ways we help people get covered. Choose yours to start the quick 5-minute assessment, or e-mail a licensed expert.',
  emailUs: 'Contact Us',
} as const;

export const CONTACT_PAGE = {
  title: 'Contact',
  description:
    'Call or e-mail a licensed InsuranceMatch advisor. Monday to Friday 8AM-8PM EST; Saturday and Sunday 8AM-11AM EST.',
  heading: 'Contact Us',
  intro:
    'Talk to a licensed expert about your coverage. No forms, no pressure: call, e-mail or book a time that suits you.',
  reachHeading: 'Reach us',
  emailLabel: 'E-mail',
  phoneLabel: 'Phone',
  hoursHeading: 'Hours',
  hours: [
    { days: 'Monday to Friday', time: '8AM-8PM EST' },
    { days: 'Saturday and Sunday', time: '8AM-11AM EST' },
  ],
  benefitsHeading: 'How we support you',
  benefits: [
    'A licensed agent who answers your questions in plain language',
    'A free consultation with no obligation and no hidden fees',
    'Side-by-side plan comparisons on a screen-share',
    'Help with claims, renewals and life changes',
    'A reply within 24 hours',
  ],
  bookHeading: 'Prefer a set time?',
  bookText: 'Book a free 15-30 minute consultation at a time that suits you.',
  book: 'Book',
  sendMessage: 'Send Message',
} as const;

export const BOOKING_PAGE = {
  title: 'Book Appointment',
  description: 'Schedule a free 15-30 minute consultation with a licensed insurance advisor.',
  heading: 'Schedule Your Consultation',
  intro: 'Pick a time that works for you. The consultation is free and there is no obligation.',
  widgetTitle: 'Booking calendar',
  expectHeading: 'What to Expect',
  expect: [
    'A licensed professional calls you at the scheduled time.',
    'The consultation takes 15-30 minutes.',
    'We discuss your needs and give you personalized recommendations.',
    'It is free, with no obligation.',
  ],
  callHeading: 'Prefer to Call Instead?',
  callText: 'Our licensed advisors are happy to help by phone or e-mail.',
  /** Before the phone number on the call button: "Call (555) 555-0100". */
  call: 'Call',
  emailUs: 'Email Us',
} as const;

export const APPOINTMENT_CONFIRMED_PAGE = {
  title: 'Appointment Confirmed',
  description: 'Your consultation is booked.',
  heading: 'Your appointment is confirmed',
  lines: [
    'You will receive an e-mail and a text message confirming the date and time.',
    'A licensed advisor will phone you at the scheduled time and may share their screen to walk you through your options.',
  ],
  immediate: 'Need to talk sooner? Call us now:',
  home: 'Back to the home page',
} as const;

export const CONNECT_PAGE = {
  title: 'Ways To Connect',
  description: 'Call or book a free consultation with a licensed insurance advisor.',
  heading: 'Ways To Connect',
  intro: 'Talk to a licensed expert today, by phone or at a time you choose.',
  call: 'CALL',
  book: 'BOOK',
  privacy: 'We will never sell or share your personal information.',
  videoTitle: 'YOU CAN BE COVERED AS EARLY AS THE SAME DAY.',
  videoCaption: 'See how a quick call can get you covered.',
  callNowHeading: 'Call now',
  callNowText: 'A licensed advisor is ready to compare plans with you.',
} as const;

export const CONNECT_SIMPLE_PAGE = {
  title: 'Connection Guide',
  description: 'The quickest ways to reach a licensed insurance advisor.',
  heading: 'Connect with an advisor',
  intro: 'Two ways to get started. Both are free, with no obligation.',
  call: 'CALL',
  book: 'BOOK',
  privacy: 'We will never sell or share your personal information.',
} as const;

export const HEALTH_SHERPA_PAGE = {
  title: 'Marketplace Enrollment',
  description: 'Enroll in a Marketplace health plan with the help of a licensed agent.',
  heading: 'Enroll in a Marketplace plan',
  intro:
    'Compare Marketplace plans and see the tax credit you qualify for. A licensed agent can enroll with you over the phone.',
  marketplace: 'Browse Marketplace plans',
  call: 'Call a licensed agent',
} as const;

export const AGENT_BOOKING_PAGE = {
  description: 'Book a free consultation with your licensed insurance advisor.',
  heading: (name: string) => `Book a call with ${name}`,
  intro: 'Choose a time in the calendar below. The consultation is free and takes 15-30 minutes.',
  frameTitle: (name: string) => `${name}’s booking calendar`,
} as const;

export const TERMS_REDIRECT_PAGE = {
  title: 'Terms and Conditions',
  heading: 'Terms and Conditions',
  text: 'Taking you to our terms and conditions…',
  fallbackBefore: 'If you are not redirected automatically, ',
  fallbackLink: 'click here',
  fallbackAfter: '.',
} as const;
