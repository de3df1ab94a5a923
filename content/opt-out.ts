/** Copy of the /opt-out page (decision 124). */
export const OPT_OUT_PAGE = {
  title: 'Opt Out of Calls, Texts and E-mails',
  metaDescription: 'Ask us to stop calling, texting or e-mailing you. It takes effect as soon as you send it.',
  intro:
    'Tell us the e-mail address or phone number (or both) we should stop contacting. It takes effect as soon as you send it: ' +
    'our website sends that address one e-mail confirming it and no other confirmation e-mails after it, and our agents and our CRM are told not to call, text or e-mail you.',
  fieldsLegend: 'How we reach you',
  emailLabel: 'Email (optional if you give a phone number)',
  phoneLabel: 'Phone (optional if you give an email)',
  reasonLabel: 'Anything you want to tell us (optional)',
  reasonHint: 'For example "stop calling me". Any wording is fine.',
  submit: 'Opt Me Out',
  successTitle: 'You are opted out',
  successDescription:
    'We will not contact you again about your requests. If you gave an e-mail address, we send one e-mail confirming this, and nothing more.',
  toast: { title: 'You are opted out', description: 'It takes effect now.' },
  byPhone: 'Prefer to call? Our opt-out line:',
  privacyNote: 'How we handle your details is explained in our',
  privacyLinkText: 'Privacy Policy',
} as const;
