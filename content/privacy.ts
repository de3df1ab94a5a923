/**
 * The privacy policy (/privacy) and the "Your Privacy Choices" page (/privacy-choices), see
 * docs/decisions/121. Agency details and retention periods are filled in from the settings by
 * `privacyPolicy()`; the pages only render what it returns.
 */

/** A paragraph: plain text, or text with links (internal paths or mailto:/tel: addresses). */
export type Inline = string | { text: string; href: string };
export type Paragraph = string | readonly Inline[];

export interface PolicySection {
  id: string;
  heading: string;
  paragraphs: readonly Paragraph[];
  /** A list under the paragraphs (e.g. the rights). */
  items?: readonly Paragraph[];
  /** What each form collects and why (the "What we collect" section). */
  forms?: readonly FormPractice[];
}

export interface FormPractice {
  form: string;
  /** Where the form is, linked. */
  href: string;
  collects: string;
  why: string;
}

/** What the policy needs from the settings (server/site-config.ts and the retention settings). */
export interface PolicySettings {
  agencyName: string;
  phone: string;
  phoneHref: string;
  email: string;
  optOutPhone: string;
  optOutPhoneHref: string;
  /** Empty: not shown. */
  address: string;
  retentionDaysClaimDocuments: number;
  retentionDaysSubmissions: number | 'off';
  /** RETENTION_DAYS_AUDIT: how long the console's record of staff access is kept (decision 126). */
  retentionDaysAudit: number;
  /** SPAM_RETENTION_DAYS: a submission our automated checks flagged, never confirmed by a person (issue 24). */
  retentionDaysSuspectedSpam: number;
  /** An SMS provider is configured: the site sends confirmation texts (decision 181). */
  sendsTexts?: boolean;
}

export const PRIVACY_PATH = '/privacy';
export const PRIVACY_CHOICES_PATH = '/privacy-choices';
/** The opt-out of calls, texts and e-mails (its page is built apart, issue 11 item 5). */
export const OPT_OUT_PATH = '/opt-out';

/** The link text everywhere the policy is linked (footer, consent texts). */
export const PRIVACY_POLICY_LINK = 'Privacy Policy';
export const PRIVACY_CHOICES_LINK = 'Your Privacy Choices';

export const PRIVACY_PAGE = {
  title: 'Privacy Policy',
  description:
    'What InsuranceMatch collects in each form and why, who receives it, how long it is kept, your rights and how to opt out.',
  heading: 'Privacy Policy',
  updated: 'Last updated: November 25, 2026',
} as const;

/** The policy's own labels: its table of contents (for screen readers) and each form's two terms. */
export const POLICY_LABELS = {
  sections: 'Sections',
  collects: 'What we collect',
  why: 'Why',
} as const;

const FORMS: readonly FormPractice[] = [
  {
    form: 'Claims',
    href: '/claims',
    collects:
      'Your name, e-mail address and phone number, the agent you work with, the type and urgency of the claim, your description of it and the documents you attach.',
    why: 'To help you with your claim: an agent reads it and contacts you. Documents are stored encrypted and are opened only by the staff handling the claim.',
  },
  {
    form: 'Small-business group health inquiry',
    href: '/small-business',
    collects:
      "Your company's name, your name, e-mail address and phone number, the number of employees, the state and ZIP code, whether the company would subsidize plans, and the details you add.",
    why: 'To prepare a group health quote and contact you about it.',
  },
  {
    form: 'Health assessment and call-back requests',
    href: '/assessment',
    collects:
      'Your name, e-mail address and phone number, state and ZIP code, household size, yearly household income, the ages of the people to cover, the coverage you are interested in, the best time to call, your note, and the page and campaign (UTM tags) you came from.',
    why: 'To find coverage options for your household and call you back. The state, household size and income also give the suggestion on the thank-you page (Medicaid or the Marketplace).',
  },
  {
    form: 'Home insurance assessment and plan selection',
    href: '/home-assessment',
    collects:
      'Your name, e-mail address and phone number, the state and ZIP code of the home, its estimated rebuild cost, size, year built, construction, roof age, recent claims and preferred deductible, and the plan you confirm.',
    why: 'To price options for your home, show them to you at a private results link, and have an agent follow up on the plan you choose.',
  },
  {
    form: 'Comments on news articles',
    href: '/news',
    collects: 'The name you give, your e-mail address and your comment.',
    why: 'To publish your comment with the name you give. Your e-mail address is never shown: it is only for us to reach you about your comment.',
  },
];

/** The policy with the agency's details and the retention periods filled in. */
export function privacyPolicy(settings: PolicySettings): PolicySection[] {
  const { agencyName: agency } = settings;
  const email: Inline = { text: settings.email, href: `mailto:${settings.email}` };
  const phone: Inline = { text: settings.phone, href: settings.phoneHref };
  const optOutPhone: Inline = { text: settings.optOutPhone, href: settings.optOutPhoneHref };
  const submissions =
    settings.retentionDaysSubmissions === 'off'
      ? 'We keep your other submissions while we may still be serving you or must keep them by law; ask us to delete them at any time (see "Your rights").'
      : `Once ${settings.retentionDaysSubmissions} days have passed since a submission arrived and since we last worked on it (never while we are still handling it), we remove the name, e-mail address and phone number from it (with a claim's description, an inquiry's details, a call-back note and a comment's name and e-mail address); the copies of the e-mails and notifications we sent about it are removed ${settings.retentionDaysSubmissions} days after they were sent. What remains, such as the state and the date, is kept for our records.`;
  return [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        `${agency} is an independent, licensed insurance agency. This policy explains what we collect on this website, why, who receives it, how long we keep it, and the choices and rights you have.`,
        [
          'Contact us about your privacy by e-mail at ',
          email,
          ' or by phone at ',
          phone,
          settings.address ? `, or write to us at ${settings.address}.` : '.',
        ],
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What each form collects and why',
      paragraphs: [
        'We collect only what you type into a form and send, and we use it only to answer your request and to provide our services.',
      ],
      forms: FORMS,
      items: [
        'With every form that takes a phone number we also record your choice about calls and texts, the exact consent text you were shown, the time, your IP address, your browser and the page, as proof of what you agreed to.',
        'Our server logs each request (the address without its query string, the time and the result) to keep the site running and secure. Your IP address is used to stop abuse, such as too many submissions.',
        ...(settings.sendsTexts
          ? [
              'If you tick the consent box on a consultation or claim form, we send one text message to the number you gave, confirming we received it (its reference and our phone number), never between 9 pm and 8 am your time. Reply STOP to stop our texts, or HELP for our contact details.',
            ]
          : []),
      ],
    },
    {
      id: 'analytics',
      heading: 'Analytics and advertising',
      paragraphs: [
        'When we use Google Analytics, Google Tag Manager or the Meta (Facebook) pixel, they learn only which kind of page was viewed (for example "the results page", never the address of your results), the page you came from in the same form, and whether a form was completed. They never receive what you type into a form, your reference or assessment id, your e-mail address, your phone number or the query string of a page.',
        [
          'If your browser sends the Global Privacy Control signal, or you opt out on ',
          { text: PRIVACY_CHOICES_LINK, href: PRIVACY_CHOICES_PATH },
          ', the tag manager and the pixel are not loaded at all, and Google Analytics runs without advertising storage or personalisation.',
        ],
      ],
    },
    {
      id: 'who-receives-it',
      heading: 'Who receives your information',
      paragraphs: [`We do not sell your personal information. What you send reaches:`],
      items: [
        `${agency}'s licensed agents and staff, who read it in our inbox and our secure console to answer you.`,
        'Our customer relationship management (CRM) system, which receives each request so an agent can follow it up. It receives a link to a claim, never its documents.',
        'Insurance carriers, only when you ask us to quote, apply or help with a claim with them, and only what that needs.',
        'The companies that host this website and deliver our e-mail, which process it only on our behalf.',
        ...(settings.sendsTexts
          ? [
              'The company that delivers our text messages, which receives your phone number and the text only to deliver it.',
            ]
          : []),
      ],
    },
    {
      id: 'how-long',
      heading: 'How long we keep it',
      paragraphs: [
        `Documents attached to a claim are deleted ${settings.retentionDaysClaimDocuments} days after the claim was sent, or after we last worked on the claim if that is later; never while we are still handling it.`,
        submissions,
        `A submission our automated checks take for spam (for example one sent faster than a person can type) is kept apart and nothing is sent about it; if none of us confirms within ${settings.retentionDaysSuspectedSpam} days that a person sent it, it is deleted.`,
        'Records of your consent and of an opt-out are kept as long as we must be able to show that we honoured them.',
        `Our console keeps a record of which member of our staff opened, downloaded, exported or changed a submission, and when (it names the submission by its reference, never by what you wrote). We keep that record for ${settings.retentionDaysAudit} days${settings.retentionDaysAudit % 365 === 0 ? ` (${settings.retentionDaysAudit / 365} year${settings.retentionDaysAudit === 365 ? '' : 's'})` : ''}, so that every access to your information can be accounted for, and then delete it.`,
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights and how to use them',
      paragraphs: ['Depending on the state you live in (for example California), you have the right to:'],
      items: [
        'know what personal information we hold about you and receive a copy;',
        'have it corrected;',
        'have it deleted, unless the law requires us to keep it;',
        'opt out of the sale or sharing of your personal information (we do not sell it; see "Your privacy choices" below);',
        'not be treated differently for using any of these rights.',
      ],
    },
    {
      id: 'how-to-ask',
      heading: 'How to ask',
      paragraphs: [
        [
          'E-mail us at ',
          email,
          ' or call ',
          phone,
          '. Tell us what you are asking for and the e-mail address or phone number you used with us, so we can find your information and confirm the request is yours.',
        ],
        'We answer within 45 days. Someone you authorise may ask for you with your written permission. There is no charge.',
      ],
    },
    {
      id: 'opt-out',
      heading: 'Stop calls, texts and e-mails',
      paragraphs: [
        [
          'You can withdraw your consent to calls, texts and e-mails at any time, by any reasonable means: on our ',
          { text: 'opt-out page', href: OPT_OUT_PATH },
          ', by calling our opt-out line at ',
          optOutPhone,
          ', or by e-mail at ',
          email,
          '. We stop contacting you at once.',
        ],
        ...(settings.sendsTexts
          ? [
              'Replying STOP (or ALTO, END, CANCEL, UNSUBSCRIBE, QUIT) to one of our texts opts you out in the same way, at once.',
            ]
          : []),
      ],
    },
    {
      id: 'privacy-choices',
      heading: 'Your privacy choices',
      paragraphs: [
        [
          'To opt out of sharing with advertising platforms in this browser, use ',
          { text: PRIVACY_CHOICES_LINK, href: PRIVACY_CHOICES_PATH },
          '. We also treat a Global Privacy Control signal from your browser as that opt-out.',
        ],
      ],
    },
    {
      id: 'security-and-children',
      heading: 'Security and children',
      paragraphs: [
        'Information travels to us encrypted, claim documents are stored encrypted, and only our staff can open the console where submissions are read.',
        'This website is for adults. We do not knowingly collect information from anyone under 18.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: ['When this policy changes we update the date at the top of this page.'],
    },
  ];
}

/** The "Your Privacy Choices" page. */
export const PRIVACY_CHOICES_PAGE = {
  title: 'Your Privacy Choices',
  description:
    'Opt out of sharing with advertising platforms in this browser. A Global Privacy Control signal is honoured too.',
  heading: 'Your Privacy Choices',
  intro:
    'We do not sell your personal information. When advertising tools (a tag manager and an ad pixel) are in use on this site, opting out here turns them off in this browser, and our analytics then run without advertising storage or personalisation.',
  status: {
    gpc: 'Your browser is sending the Global Privacy Control signal: sharing is off in this browser while the signal is on.',
    optedOut: 'You have opted out of sharing in this browser.',
    sharing: 'You have not opted out of sharing in this browser.',
  },
  optOutButton: 'Opt out of sharing',
  optInButton: 'Allow sharing again',
  cookieNote:
    'Your choice is kept in a cookie in this browser. If you clear your cookies or use another browser or device, choose again there. To stop calls, texts and e-mails, use the opt-out page.',
  optOutLink: 'Stop calls, texts and e-mails',
} as const;
