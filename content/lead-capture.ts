/** Copy of the claim and small-business screens (the product specification, "Claim submission screen", "Small business quote screen", section 8). */
import { CLAIM_TYPE_LABELS, URGENCY_LABELS } from '@/lib/fields/claim';

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
  metaTitle: 'Submit a Claim',
  metaDescription:
    'File a health, life or disability insurance claim with your documents; your dedicated agent replies within 24 hours.',
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
  asideLabel: 'Help with your claim',
  helpTitle: 'Need Immediate Help?',
  helpText: 'For urgent claims, talk to us directly.',
  includeTitle: 'What to Include',
  agentTitle: 'Your Dedicated Agent',
} as const;

/**
 * The claim form's words, handed to the form (a client component) by its page. `{name}`-style
 * placeholders are filled in the browser (lib/i18n/messages.ts fillTemplate).
 */
export const CLAIM_FORM = {
  agentLabel: 'Agent Name (optional)',
  agentHint: 'Leave empty if you do not know it (N/A).',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  claimType: 'Claim Type',
  urgency: 'Urgency',
  claimTypes: CLAIM_TYPE_LABELS,
  urgencies: URGENCY_LABELS,
  description: 'Claim Description',
  descriptionPlaceholder: 'e.g. what happened, when, and what you need from us',
  submit: 'Submit Claim',
  submitAnother: 'Submit Another Claim',
  callNow: 'Need help now? Call',
  attachments: {
    legend: 'Supporting Documents (optional)',
    hint: 'PDF, JPG, PNG, DOC or DOCX; up to {maxFiles} files, {maxFileMb} MB each and {maxTotalMb} MB in total.',
    addFiles: 'Add files',
    takePhotos: 'Take photos',
    none: 'No files added yet.',
    one: '1 file added.',
    many: '{count} files added.',
    listLabel: 'Files to send',
    cannotBeSent: 'Cannot be sent',
    remove: 'Remove {name}',
  },
} as const;

export const BUSINESS_PAGE = {
  title: 'Small Business Group Health Insurance',
  intro: 'Tell us about your company and we will prepare group health quotes that fit your team and your budget.',
  benefits: ['Save up to 30% versus individual plans', 'Expert guidance', 'Easy administration', 'Tax benefits'],
  planTypes: ['Health', 'Dental', 'Vision', 'Life', 'Disability'],
  expectedResponse: 'Expected Response Time: Within 24 hours',
  metaTitle: 'Small Business Group Health Insurance',
  metaDescription: 'Request a group health quote for your small business: save up to 30% versus individual plans.',
  asideLabel: 'About group coverage',
  benefitsTitle: 'Why Group Coverage',
  specialistTitle: 'Talk to a Specialist',
  specialistText: 'Prefer to talk it through? Our business team is happy to help.',
  planTypesTitle: 'Plan Types',
} as const;

/** The small-business form's words, handed to the form (a client component) by its page. */
export const BUSINESS_FORM = {
  companySection: 'Company Information',
  companyName: 'Company Name',
  contactName: 'Contact Name',
  email: 'Email',
  phone: 'Phone',
  detailsSection: 'Business Details',
  employeeCount: 'Number of Employees',
  employeeCountPlaceholder: 'Select number of employees',
  employees: '{count} employees',
  state: 'State',
  statePlaceholder: 'Select your state',
  zipCode: 'ZIP Code',
  subsidize: 'Do you plan to subsidize employee plans?',
  yes: 'Yes',
  no: 'No',
  additionalDetails: 'Additional Details (optional)',
  additionalDetailsPlaceholder: 'e.g. current coverage, renewal date, what matters most to your team',
  submit: 'Get My Group Quote',
  sendAnother: 'Send Another Inquiry',
} as const;
