/** Copy of the claim and small-business screens (the product specification, "Claim submission screen", "Small business quote screen", section 8). */

export const TOASTS = {
  failure: {
    title: 'Submission Failed',
    description: 'Please try again or call us directly for immediate assistance.',
  },
  claimSuccess: {
    title: 'Claim Submitted Successfully',
    description: 'Your dedicated agent will contact you within 24 hours.',
  },
  businessSuccess: {
    title: 'Inquiry Submitted Successfully',
    description: 'Our business insurance specialist will contact you within 24 hours.',
  },
} as const;

export const CLAIM_PAGE = {
  title: 'Submit an Insurance Claim',
  intro: 'Tell us what happened and attach your documents. Your dedicated agent handles the rest.',
  whatToInclude: [
    'Medical bills',
    'Doctor reports',
    'Prescriptions',
    'Discharge summaries',
    'Lab results',
    'Correspondence',
  ],
  agentNote:
    'Your dedicated agent reviews every claim personally, keeps you updated on its progress and works with your insurer until it is resolved.',
  expectedResponse: 'Expected Response Time: Within 24 hours',
  noJsFilesNote:
    'If the page comes back with a correction to make, please select your files again: browsers do not keep them.',
} as const;

export const BUSINESS_PAGE = {
  title: 'Small Business Group Health Insurance',
  intro: 'Tell us about your company and we will prepare group health quotes that fit your team and your budget.',
  benefits: ['Save up to 30% versus individual plans', 'Expert guidance', 'Easy administration', 'Tax benefits'],
  planTypes: ['Health', 'Dental', 'Vision', 'Life', 'Disability'],
  expectedResponse: 'Expected Response Time: Within 24 hours',
} as const;
