/** The static Terms and Conditions screen (the product specification, section 2 "Terms"). */

export interface TermsSection {
  id: string;
  heading: string;
  paragraphs: string[];
}

export const TERMS_PAGE = {
  title: 'Terms and Conditions',
  description:
    'The terms and conditions of the InsuranceMatch website: consent, privacy, data collection, cookies and opt-out.',
  heading: 'Terms and Conditions',
  updated: 'Last updated: January 1, 2025',
  intro: 'By using this website you agree to these terms. Please read them carefully.',
  /** The name of the table of contents, for screen readers. */
  sectionsLabel: 'Sections',
} as const;

/** Sections in the spec's order. `{phone}` and `{email}` are replaced with the configured contacts. */
export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    id: 'consent',
    heading: 'Consent to Contact',
    paragraphs: [
      'When you tick the consent box on one of our forms you confirm you are 18 or older and agree that InsuranceMatch and its licensed agents may call and text you at the number you provided, including calls and texts made with an automated dialing system or prerecorded messages. Without the tick we reply to your request by e-mail, or call only in answer to it.',
      'Your consent is not a condition of purchase. You can revoke it at any time on our opt-out page (/opt-out), by calling {phone} or by any reasonable means.',
    ],
  },
  {
    id: 'privacy',
    heading: 'Privacy',
    paragraphs: [
      'We use the information you give us only to respond to you, to find insurance options for you and to provide our services. We do not sell your personal information.',
    ],
  },
  {
    id: 'medical-disclaimer',
    heading: 'Medical Disclaimer',
    paragraphs: [
      'The content of this website is general information about insurance. It is not medical advice and does not replace the advice of a doctor or other qualified health professional.',
    ],
  },
  {
    id: 'data-collection',
    heading: 'Data Collection',
    paragraphs: [
      'We collect the information you enter in our forms and surveys, such as your name, contact details, household and income details, and technical information such as your browser type and the pages you visit.',
      'Files you attach to a claim are stored privately and shown only to the staff who handle it.',
    ],
  },
  {
    id: 'electronic-communication',
    heading: 'Electronic Communication',
    paragraphs: [
      'You agree that we may send you notices and documents electronically, and that electronic communications satisfy any requirement that they be in writing. Message and data rates may apply to texts.',
    ],
  },
  {
    id: 'liability',
    heading: 'Limitation of Liability',
    paragraphs: [
      'We work to keep the information on this website accurate, but plan details, prices and availability are set by the insurance carriers and can change. Coverage is governed only by the policy the carrier issues. To the extent the law allows, we are not liable for losses arising from the use of this website.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to These Terms',
    paragraphs: [
      'We may update these terms from time to time. The date at the top shows the latest version; continuing to use the website means you accept it.',
    ],
  },
  {
    id: 'pixels-cookies',
    heading: 'Pixels and Cookies',
    paragraphs: [
      'With analytics enabled, this website may use cookies and pixels (such as Google Analytics, Google Tag Manager and the Meta pixel) to measure visits and the performance of our advertising. You can block or delete cookies in your browser settings.',
    ],
  },
  {
    id: 'opt-out',
    heading: 'Opt-Out by E-mail',
    paragraphs: [
      'To stop receiving messages from us, or to ask us to delete your information, e-mail {email} with the subject "Opt out", or reply STOP to any text message.',
    ],
  },
  {
    id: 'governing-law',
    heading: 'Governing Law',
    paragraphs: [
      'These terms are governed by the laws of the United States and of the state in which the agency is registered, without regard to conflict-of-law rules.',
    ],
  },
];
