/**
 * The Spanish (es-US) of content/lead-capture.ts: the claim and small-business screens (decision
 * 182). The toasts are messages of the form kit: content/es/messages.ts translates them.
 */
import type * as English from '@/content/lead-capture';
import type { Translation } from '@/lib/i18n/translation';

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

export const BUSINESS_PAGE: Translation<typeof English.BUSINESS_PAGE> = {
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

export const BUSINESS_FORM: Translation<typeof English.BUSINESS_FORM> = {
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
