/**
 * The Spanish (es-US) of content/submissions/claim.ts (decision 182): the consent topic, the confirmation, the messages and the claim screen; the console reads English.
 */
import type * as English from '@/content/submissions/claim';
import type { Translation } from '@/lib/i18n/translation';

export const CONSENT_TOPIC: Translation<typeof English.CONSENT_TOPIC> = 'mi reclamo';

export const CONFIRMATIONS: Translation<typeof English.CONFIRMATIONS> = {
  claim: {
    subject: 'Recibimos su reclamo',
    received: 'Recibimos en nuestro sitio web su reclamo de seguro.',
    next: 'Su agente asignado se comunicará con usted dentro de 24 horas.',
  },
};

/** The form's messages (content/es/messages.ts lists them with the rest). */
export const MESSAGES: Readonly<Record<(typeof English.MESSAGES)[number], string>> = {
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

export const CLAIM_PAGE: Translation<typeof English.CLAIM_PAGE> = {
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

export const CLAIM_FORM: Translation<typeof English.CLAIM_FORM> = {
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
    one: '1 archivo agregado.',
    many: '{count} archivos agregados.',
    listLabel: 'Archivos que se enviarán',
    cannotBeSent: 'No se puede enviar',
    remove: 'Quitar {name}',
  },
};
