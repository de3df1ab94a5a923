/**
 * Every word the small-business inquiry adds to the site (decision 178, "The words of a type"): the
 * consent topic, the confirmation e-mail, the console's label and columns, the form's messages and
 * its success toast, and the small-business screen (the product specification, section 5 "Business"
 * and "Small business quote screen", section 8), in English, then their Spanish (`ES_`) below.
 */
import { LANGUAGE_COLUMN } from './console-columns.ts';
import type { Translation } from '../../lib/i18n/translation.ts';

/** "may call and text me about ...". */
export const CONSENT_TOPIC = 'group health insurance for my business';

/** The confirmation e-mail, by its kind (content/mail.ts). */
export const CONFIRMATIONS = {
  business_inquiry: {
    subject: 'We received your small-business inquiry',
    received: 'We received your small-business group health inquiry on our website.',
    next: 'Our business insurance specialist will contact you within 24 hours.',
  },
} as const;

export const CONSOLE_LABEL = 'Business inquiry';

/** Its place among the console's types. */
export const CONSOLE_POSITION = 2;

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

/**
 * The type's own page and JSON endpoint, in the site's lists of pages and endpoints
 * (content/routes.ts reads them through the index): the sitemap, the language switch, the request
 * log and the route tests follow.
 */
export const ROUTES = {
  pages: [
    {
      pattern: '/small-business',
      path: '/small-business',
      title: 'Small Business',
      layout: 'site',
      group: 'Forms',
      indexed: true,
      heading: BUSINESS_PAGE.title,
      spanish: true,
    },
  ],
  endpoints: [{ method: 'POST', path: '/api/business-inquiry', description: 'small-business group quote request' }],
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

// The Spanish (es-US, decision 182): everything above but the console's, each typed by its English
// (`Translation`), so a missing or extra word fails `tsc`.

export const ES_CONSENT_TOPIC: Translation<typeof CONSENT_TOPIC> = 'seguro médico de grupo para mi empresa';

export const ES_CONFIRMATIONS: Translation<typeof CONFIRMATIONS> = {
  business_inquiry: {
    subject: 'Recibimos su consulta para pequeñas empresas',
    received: 'Recibimos en nuestro sitio web su consulta sobre seguro médico de grupo para pequeñas empresas.',
    next: 'Nuestro especialista en seguros para empresas se comunicará con usted dentro de 24 horas.',
  },
};

/** The form's messages (content/es/messages.ts lists them with the rest). */
export const ES_MESSAGES: Readonly<Record<(typeof MESSAGES)[number], string>> = {
  'Company name is required': 'El nombre de la empresa es obligatorio',
  'Contact name is required': 'El nombre de la persona de contacto es obligatorio',
  'Please select number of employees': 'Seleccione el número de empleados',
  'Please choose yes or no': 'Elija sí o no',
  'Please enter the details as text': 'Escriba los detalles como texto',
  'Inquiry Submitted Successfully': 'Solicitud enviada correctamente',
  'Our business insurance specialist will contact you within 24 hours.':
    'Nuestro especialista en seguros para empresas se comunicará con usted en un plazo de 24 horas.',
};

export const ES_BUSINESS_PAGE: Translation<typeof BUSINESS_PAGE> = {
  title: 'Seguro médico grupal para pequeñas empresas',
  intro:
    'Cuéntenos sobre su empresa y le prepararemos cotizaciones de seguro médico grupal que se ajusten a su equipo y a su presupuesto.',
  benefits: [
    'Ahorre hasta un 30% en comparación con los planes individuales',
    'Asesoría experta',
    'Administración sencilla',
    'Beneficios fiscales',
  ],
  planTypes: ['Médico', 'Dental', 'Visión', 'Vida', 'Discapacidad'],
  expectedResponse: 'Tiempo de respuesta: en un plazo de 24 horas',
  metaTitle: 'Seguro médico grupal para pequeñas empresas',
  metaDescription:
    'Pida una cotización de seguro médico grupal para su pequeña empresa: ahorre hasta un 30% en comparación con los planes individuales.',
  asideLabel: 'Sobre la cobertura grupal',
  benefitsTitle: 'Por qué elegir cobertura grupal',
  specialistTitle: 'Hable con un especialista',
  specialistText: '¿Prefiere conversarlo? Nuestro equipo para empresas le ayuda con gusto.',
  planTypesTitle: 'Tipos de planes',
};

export const ES_BUSINESS_FORM: Translation<typeof BUSINESS_FORM> = {
  companySection: 'Información de la empresa',
  companyName: 'Nombre de la empresa',
  contactName: 'Nombre de la persona de contacto',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  detailsSection: 'Detalles de la empresa',
  employeeCount: 'Número de empleados',
  employeeCountPlaceholder: 'Seleccione el número de empleados',
  employees: '{count} empleados',
  state: 'Estado',
  statePlaceholder: 'Seleccione su estado',
  zipCode: 'Código postal',
  subsidize: '¿Piensa pagar parte de los planes de sus empleados?',
  yes: 'Sí',
  no: 'No',
  additionalDetails: 'Detalles adicionales (opcional)',
  additionalDetailsPlaceholder: 'p. ej., cobertura actual, fecha de renovación, lo que más le importa a su equipo',
  submit: 'Pedir mi cotización',
  sendAnother: 'Enviar otra solicitud',
};
