/**
 * The Spanish (es-US) of content/submissions/business-inquiry.ts (decision 182): the consent topic, the confirmation, the messages and the small-business screen; the console reads English.
 */
import type * as English from '@/content/submissions/business-inquiry';
import type { Translation } from '@/lib/i18n/translation';

export const CONSENT_TOPIC: Translation<typeof English.CONSENT_TOPIC> = 'seguro médico de grupo para mi empresa';

export const CONFIRMATIONS: Translation<typeof English.CONFIRMATIONS> = {
  business_inquiry: {
    subject: 'Recibimos su consulta para pequeñas empresas',
    received: 'Recibimos en nuestro sitio web su consulta sobre seguro médico de grupo para pequeñas empresas.',
    next: 'Nuestro especialista en seguros para empresas se comunicará con usted dentro de 24 horas.',
  },
};

/** The form's messages (content/es/messages.ts lists them with the rest). */
export const MESSAGES: Readonly<Record<(typeof English.MESSAGES)[number], string>> = {
  'Company name is required': 'El nombre de la empresa es obligatorio',
  'Contact name is required': 'El nombre de la persona de contacto es obligatorio',
  'Please select number of employees': 'Seleccione el número de empleados',
  'Please choose yes or no': 'Elija sí o no',
  'Please enter the details as text': 'Escriba los detalles como texto',
  'Inquiry Submitted Successfully': 'Solicitud enviada correctamente',
  'Our business insurance specialist will contact you within 24 hours.':
    'Nuestro especialista en seguros para empresas se comunicará con usted en un plazo de 24 horas.',
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
