/**
 * Every word the claim adds to the site (decision 178, "The words of a type"): the consent topic,
 * the confirmation e-mail, the console's label and columns, the form's messages and its success
 * toast, and the claim screen (the product specification, section 5 "Claim" and "Claim submission
 * screen", section 8), in English, then their Spanish (`ES_`) below; content/submissions/index.ts
 * puts them into the site-wide lists.
 */
import type { CLAIM_TYPES, URGENCIES } from '../../lib/schemas/claim.ts';
import { LANGUAGE_COLUMN } from './console-columns.ts';
import type { Translation } from '../../lib/i18n/translation.ts';

/** Each claim type as the form's select and the agency's e-mail and console name it. */
export const CLAIM_TYPE_LABELS: Record<(typeof CLAIM_TYPES)[number], string> = {
  health: 'Health Insurance',
  life: 'Life Insurance',
  disability: 'Disability Insurance',
};

/** Each urgency: its name (the console's and the e-mail's) and, after " - ", what it means. */
export const URGENCY_LABELS: Record<(typeof URGENCIES)[number], string> = {
  low: 'Low - General inquiry',
  medium: 'Medium - Standard processing',
  high: 'High - Time sensitive',
  emergency: 'Emergency - Immediate attention',
};

/** "may call and text me about ...". */
export const CONSENT_TOPIC = 'my claim';

/** The confirmation e-mail, by its kind (content/mail.ts). */
export const CONFIRMATIONS = {
  claim: {
    subject: 'We received your claim',
    received: 'We received your insurance claim on our website.',
    next: 'Your dedicated agent will contact you within 24 hours.',
  },
} as const;

export const CONSOLE_LABEL = 'Claim';

/** Its place among the console's types (the type filter, the inbox's labels): the lists follow it. */
export const CONSOLE_POSITION = 1;

/** The item page's, the inbox's and the CSV's columns (content/console.ts ITEM_COLUMNS). */
export const CONSOLE_COLUMNS = [
  { key: 'reference', label: 'Reference' },
  { key: 'name', label: 'Name', link: true },
  { key: 'email', label: 'E-mail' },
  { key: 'phone', label: 'Phone' },
  LANGUAGE_COLUMN,
  { key: 'claim_type', label: 'Claim type' },
  { key: 'urgency', label: 'Urgency' },
  { key: 'agent', label: 'Agent named' },
  { key: 'documents', label: 'Documents', page: false },
  { key: 'description', label: 'Description', table: false, csv: false },
] as const;

export const SUCCESS_TOAST = {
  title: 'Claim Submitted Successfully',
  description: 'Your dedicated agent will contact you within 24 hours.',
} as const;

/** What lib/schemas/claim.ts and the form say to a visitor (content/messages.ts lists them with the rest). */
export const MESSAGES = [
  'Please enter the agent name as text',
  'First name is required',
  'Last name is required',
  'Please choose health, life or disability',
  'Please provide a detailed description',
  'Please keep the description under 5000 characters',
  'Please choose low, medium, high or emergency',
  SUCCESS_TOAST.title,
  SUCCESS_TOAST.description,
] as const;

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
    // A count of what will be sent, true after a file is removed too ("1 file added." read as news of an addition).
    one: '1 file to send.',
    many: '{count} files to send.',
    // The files that block the claim are counted apart: "2 files to send" counted one it refused.
    oneBlocked: '1 file cannot be sent: remove it to send the claim.',
    manyBlocked: '{count} files cannot be sent: remove them to send the claim.',
    listLabel: 'Files to send',
    cannotBeSent: 'Cannot be sent',
    remove: 'Remove {name}',
  },
} as const;

// The Spanish (es-US, decision 182): everything above but the console's, each typed by its English
// (`Translation`), so a missing or extra word fails `tsc`.

export const ES_CONSENT_TOPIC: Translation<typeof CONSENT_TOPIC> = 'mi reclamo';

export const ES_CONFIRMATIONS: Translation<typeof CONFIRMATIONS> = {
  claim: {
    subject: 'Recibimos su reclamo',
    received: 'Recibimos en nuestro sitio web su reclamo de seguro.',
    next: 'Su agente asignado se comunicará con usted dentro de 24 horas.',
  },
};

/** The form's messages (content/es/messages.ts lists them with the rest). */
export const ES_MESSAGES: Readonly<Record<(typeof MESSAGES)[number], string>> = {
  'Please enter the agent name as text': 'Escriba el nombre del agente como texto',
  'First name is required': 'El nombre es obligatorio',
  'Last name is required': 'El apellido es obligatorio',
  'Please choose health, life or disability': 'Elija salud, vida o discapacidad',
  'Please provide a detailed description': 'Describa lo ocurrido con detalle',
  'Please keep the description under 5000 characters': 'La descripción debe tener menos de 5000 caracteres',
  'Please choose low, medium, high or emergency': 'Elija baja, media, alta o emergencia',
  'Claim Submitted Successfully': 'Reclamo enviado correctamente',
  'Your dedicated agent will contact you within 24 hours.':
    'Su agente asignado se comunicará con usted en un plazo de 24 horas.',
};

export const ES_CLAIM_PAGE: Translation<typeof CLAIM_PAGE> = {
  metaTitle: 'Presentar un reclamo',
  metaDescription:
    'Presente un reclamo de seguro médico, de vida o por discapacidad con sus documentos; su agente asignado le responde en un plazo de 24 horas.',
  title: 'Presente un reclamo de seguro',
  intro: 'Cuéntenos qué pasó y adjunte sus documentos. Su agente asignado se encarga del resto.',
  whatToInclude: [
    'Facturas médicas',
    'Informes del médico',
    'Recetas',
    'Resúmenes de alta del hospital',
    'Resultados de laboratorio',
    'Correspondencia',
  ],
  agentNote:
    'Su agente asignado revisa personalmente cada reclamo, le mantiene al tanto de cómo avanza y trabaja con su aseguradora hasta resolverlo.',
  expectedResponse: 'Tiempo de respuesta: en un plazo de 24 horas',
  noJsFilesNote:
    'Si la página le pide corregir algo, vuelva a seleccionar sus archivos: los navegadores no los conservan.',
  asideLabel: 'Ayuda con su reclamo',
  helpTitle: '¿Necesita ayuda inmediata?',
  helpText: 'Si su reclamo es urgente, hable directamente con nosotros.',
  includeTitle: 'Qué incluir',
  agentTitle: 'Su agente asignado',
};

export const ES_CLAIM_FORM: Translation<typeof CLAIM_FORM> = {
  agentLabel: 'Nombre del agente (opcional)',
  agentHint: 'Déjelo en blanco si no lo sabe (N/A).',
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  claimType: 'Tipo de reclamo',
  urgency: 'Urgencia',
  claimTypes: {
    health: 'Seguro médico',
    life: 'Seguro de vida',
    disability: 'Seguro por discapacidad',
  },
  urgencies: {
    low: 'Baja: consulta general',
    medium: 'Media: trámite normal',
    high: 'Alta: urgente por plazos',
    emergency: 'Emergencia: atención inmediata',
  },
  description: 'Descripción del reclamo',
  descriptionPlaceholder: 'p. ej., qué pasó, cuándo y qué necesita de nosotros',
  submit: 'Enviar reclamo',
  submitAnother: 'Enviar otro reclamo',
  callNow: '¿Necesita ayuda ahora? Llame al',
  attachments: {
    legend: 'Documentos de respaldo (opcional)',
    hint: 'PDF, JPG, PNG, DOC o DOCX; hasta {maxFiles} archivos, de {maxFileMb} MB cada uno y {maxTotalMb} MB en total.',
    addFiles: 'Agregar archivos',
    takePhotos: 'Tomar fotos',
    none: 'Todavía no ha agregado archivos.',
    one: '1 archivo para enviar.',
    many: '{count} archivos para enviar.',
    oneBlocked: '1 archivo no se puede enviar: quítelo para enviar el reclamo.',
    manyBlocked: '{count} archivos no se pueden enviar: quítelos para enviar el reclamo.',
    listLabel: 'Archivos que se enviarán',
    cannotBeSent: 'No se puede enviar',
    remove: 'Quitar {name}',
  },
};
