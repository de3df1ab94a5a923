/**
 * Every word the small-business inquiry adds to the site, in English (decision 178, "The words of a
 * type"): the consent topic, the confirmation e-mail, the console's label and columns, the form's
 * messages and its success toast, and the small-business screen (the product specification,
 * section 5 "Business" and "Small business quote screen", section 8).
 * content/es/submissions/business-inquiry.ts translates all but the console's.
 */
import { LANGUAGE_COLUMN } from './console-columns.ts';

/** "may call and text me about ...". */
export const CONSENT_TOPIC = 'group health insurance for my business';

/** The confirmation e-mail, by its kind (content/mail.ts). */
export const CONFIRMATIONS = {
  business_inquiry: {
    subject: 'We received your small-business inquiry',
    received: 'We received your small-business group health inquiry on our website.',
    next: 'Our business insurance specialist will be in touch within 24 hours.',
  },
} as const;

export const CONSOLE_LABEL = 'Business inquiry';

/** The item page's, the inbox's and the CSV's columns (content/console.ts ITEM_COLUMNS). */
export const CONSOLE_COLUMNS = [
  { key: 'reference', label: 'Reference' },
  { key: 'company', label: 'Company', link: true },
  { key: 'contact', label: 'Contact' },
  { key: 'email', label: 'E-mail' },
  { key: 'phone', label: 'Phone' },
  LANGUAGE_COLUMN,
  { key: 'employees', label: 'Employees' },
  { key: 'state', label: 'State' },
  { key: 'zip_code', label: 'ZIP' },
  { key: 'subsidize_plans', label: 'Subsidizes plans' },
  { key: 'details', label: 'Details', table: false },
] as const;

export const SUCCESS_TOAST = {
  title: 'Inquiry Submitted Successfully',
  description: 'Our business insurance specialist will contact you within 24 hours.',
} as const;

/** What lib/schemas/business-inquiry.ts and the form say to a visitor (content/messages.ts lists them with the rest). */
export const MESSAGES = [
  'Company name is required',
  'Contact name is required',
  'Please select number of employees',
  'Please choose yes or no',
  'Please enter the details as text',
  SUCCESS_TOAST.title,
  SUCCESS_TOAST.description,
] as const;

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
