/**
 * The Spanish (es-US) of content/home.ts (decision 182). Links name the English paths, as there:
 * the sections send them to their Spanish twins when the registry has one (linkInLanguage).
 */
import type * as English from '@/content/home';
import type { Translation } from '@/lib/i18n/translation';

export const HOME_META: Translation<typeof English.HOME_META> = {
  title: 'InsuranceMatch | Encuentre el seguro médico y de vida adecuado',
  description:
    'Asesores independientes con licencia ayudan a personas, familias, pequeñas empresas, contratistas independientes y enfermeras itinerantes a encontrar el seguro médico y de vida adecuado. Consulta gratuita, sin cargos ocultos.',
};

export const HERO: Translation<typeof English.HERO> = {
  eyebrow: 'Asesores independientes con licencia',
  headline: 'Un sistema que falla. Mejores opciones.',
  text: 'Le buscamos soluciones, no solo pólizas: agentes con licencia comparan por usted los planes de varias aseguradoras, y un experto dedicado lo acompaña de por vida. Complete la evaluación rápida de 5 minutos o hable con nosotros sin costo.',
  primaryCta: 'Proteger a mi familia',
  secondaryCta: 'Hable con nuestros expertos',
};

export const LOGO_STRIP: Translation<typeof English.LOGO_STRIP> = {
  label: 'Aseguradoras con las que trabajamos',
  pause: 'Detener el desplazamiento de los logotipos',
};

export const ABOUT: Translation<typeof English.ABOUT> = {
  heading: 'Asesoría de seguros que trabaja para usted',
  paragraphs: [
    'Somos un equipo independiente de agentes de seguros médicos y de vida con licencia. No dependemos de una sola aseguradora, así que nuestro trabajo es encontrar lo que se ajusta a su salud, a sus médicos y a su presupuesto.',
    'Cuéntenos su situación en una evaluación rápida de 5 minutos. Un experto con licencia la revisa, le explica sus opciones en una pantalla compartida y sigue siendo su contacto dedicado mientras tenga cobertura. No hay cargos ocultos.',
  ],
  videoTitle: 'Conozca InsuranceMatch',
  videoCaption: 'Conozca al equipo y vea cómo es una consulta.',
  playVideo: (title: string) => `Reproducir el video: ${title}`,
  cta: 'Solicitar ahora',
};

export const PROCESS: Translation<typeof English.PROCESS> = {
  heading: 'Cómo funciona',
  intro: 'Tres pasos de sus preguntas a su cobertura, con el mismo experto a su lado en todo momento.',
  stepLabel: (step: number) => `Paso ${step}: `,
  steps: [
    {
      title: 'Consulta',
      text: 'Cuéntenos sobre su hogar, sus médicos, sus medicamentos recetados y su presupuesto en una consulta gratuita y sin compromiso de 15 a 30 minutos.',
    },
    {
      title: 'Elija un plan',
      text: 'En una pantalla compartida, su agente con licencia compara lado a lado los planes para los que usted califica y le explica las ventajas y desventajas de cada uno, para que elija con confianza.',
    },
    {
      title: 'Un experto de por vida',
      text: 'Su experto dedicado sigue a su lado: renovaciones, preguntas sobre reclamos, cambios en su vida y la inscripción abierta de cada año.',
    },
  ],
};

export const COVERAGE_TYPES: Translation<typeof English.COVERAGE_TYPES> = {
  heading: 'Tipos de cobertura',
  intro: 'Una sola conversación abarca todos los aspectos de su protección.',
  tiles: [
    {
      title: 'Seguro de vida',
      text: 'Pólizas a término y permanentes que protegen a las personas que dependen de sus ingresos.',
    },
    {
      title: 'Seguro médico',
      text: 'Planes individuales y familiares, dentro y fuera del Mercado de Seguros Médicos, con los médicos que usted prefiere.',
    },
    {
      title: 'Planes médicos',
      text: 'Redes PPO, HMO y EPO, telemedicina y opciones para trabajadores por cuenta propia.',
    },
    {
      title: 'Seguros complementarios',
      text: 'Dental, visión, accidentes, enfermedades graves e indemnización hospitalaria para cubrir lo que su plan no cubre.',
    },
  ],
};

export const TESTIMONIALS: Translation<typeof English.TESTIMONIALS> = {
  heading: 'Lo que dicen nuestros clientes',
  source: 'Opinión de un cliente, compartida con su permiso',
  ratingLabel: (rating: number) => `Calificación: ${rating} de 5`,
  items: [
    {
      quote:
        'Pagaba COBRA y temía cada factura. Mi agente encontró un plan PPO con el que conservé a mis médicos, y ahora ahorro más de $2,400 al año.',
      name: 'Maria G.',
      initials: 'MG',
      detail: 'Plan familiar, Texas',
      rating: 5,
    },
    {
      quote:
        'Como enfermero itinerante, me mudo cada pocos meses. Me encontraron un plan con cobertura en todo el país y respondieron todas mis preguntas en una breve sesión de pantalla compartida.',
      name: 'Derek T.',
      initials: 'DT',
      detail: 'Enfermero itinerante',
      rating: 5,
    },
    {
      quote:
        'Claros, pacientes y honestos. Me explicaron los deducibles y el coseguro con palabras sencillas y nunca me presionaron.',
      name: 'Priya S.',
      initials: 'PS',
      detail: 'Trabajadora por cuenta propia, 1099',
      rating: 4.5,
    },
  ],
};

export const COVERAGE_OPTIONS: Translation<typeof English.COVERAGE_OPTIONS> = {
  heading: 'Cobertura para cada etapa de su vida y su trabajo',
  intro: 'Elija la tarjeta que mejor lo describa. Un agente con licencia adaptará las opciones a su situación.',
  getStarted: 'Comenzar',
  startAssessment: 'Comenzar la evaluación',
  contactUs: 'Contáctenos',
  footnote: '¿No sabe cuál le corresponde? Complete la evaluación rápida de 5 minutos o pregúntenos directamente.',
  cards: [
    {
      title: 'Personas',
      text: 'Cobertura médica para personas de 18 a 64 años.',
      points: [
        'Planes del Mercado y planes privados',
        'Conserve a sus médicos de preferencia',
        'Ayuda con los créditos fiscales',
      ],
    },
    {
      title: 'Familias',
      text: 'Un solo plan que cubre a todos en su hogar.',
      points: ['Dental y visión pediátricos', 'Maternidad y atención preventiva', 'Deducibles accesibles'],
    },
    {
      title: 'Pequeñas empresas',
      text: 'Beneficios médicos grupales que le ayudan a contratar y retener a buenos empleados.',
      points: [
        'Ahorre hasta un 30% frente a los planes individuales',
        'Administración sencilla',
        'Beneficios fiscales para el empleador',
      ],
      href: '/small-business',
    },
    {
      title: 'Contratistas independientes',
      text: 'Cobertura que lo acompaña de un contrato a otro.',
      points: ['No necesita un empleador', 'Redes flexibles', 'Opciones para ingresos variables'],
    },
    {
      title: 'Enfermeras itinerantes',
      text: 'Una red PPO privada con cobertura en los 50 estados.',
      points: [
        'Red PPO privada en los 50 estados',
        'Cobertura entre una asignación y otra',
        'Cobertura de medicamentos recetados',
      ],
    },
    {
      title: '1099',
      text: 'Planes pensados para trabajadores independientes y de plataformas digitales.',
      points: [
        'Telemedicina las 24 horas, los 7 días',
        'Deducciones para trabajadores por cuenta propia',
        'Opciones de mes a mes',
      ],
    },
  ],
};

export const MORE_WAYS: Translation<typeof English.MORE_WAYS> = {
  heading: '¿Ya sabe lo que necesita?',
  links: [
    { label: 'Pida una cotización de seguro grupal para su pequeña empresa', href: '/small-business' },
    { label: 'Compare opciones de seguro de hogar', href: '/home-assessment' },
    { label: 'Presente un reclamo con sus documentos', href: '/claims' },
  ],
};

export const PAIN_POINTS: Translation<typeof English.PAIN_POINTS> = {
  heading: '¿Le suena familiar?',
  intro: 'Estas son las situaciones con las que ayudamos todos los días.',
  tiles: [
    {
      title: 'COBRA es demasiado caro',
      text: 'Dejar un empleo no debería significar pagar el precio completo para conservar su plan anterior.',
    },
    { title: 'Primas altas', text: 'Compare aseguradoras y redes para pagar menos cada mes.' },
    {
      title: 'Deducible alto',
      text: 'Encuentre un plan que empiece a cubrirle antes de que pague miles de dólares de su bolsillo.',
    },
    {
      title: 'Médicos fuera de la red',
      text: 'Verificamos que sus médicos y hospitales estén en la red antes de que se inscriba.',
    },
    {
      title: 'Cumplir 26 años',
      text: 'Salir del plan de sus padres abre un período de inscripción especial: aprovéchelo bien.',
    },
    {
      title: 'Medicamentos caros',
      text: 'Comparamos las listas de medicamentos para que sus recetas estén cubiertas a un precio justo.',
    },
    {
      title: 'Un máximo de gastos de bolsillo muy alto',
      text: 'Conozca cuánto pagaría en el peor de los casos en un año y manténgalo a su alcance.',
    },
    {
      title: 'Un divorcio',
      text: 'El divorcio es un evento de vida que califica: le ayudamos a obtener su propia cobertura.',
    },
    {
      title: 'Atado a un empleo',
      text: 'No se quede en un empleo solo por los beneficios: los planes individuales pueden reemplazarlos.',
    },
  ],
};

export const CLOSING_CTA: Translation<typeof English.CLOSING_CTA> = {
  heading: '¿Listo para una mejor cobertura?',
  text: 'Complete la evaluación rápida de 5 minutos o llame a un experto con licencia. La consulta es gratuita, sin compromiso y sin cargos ocultos.',
  primary: 'Comenzar la evaluación',
  secondary: 'Llame al',
};

export const BREADCRUMB_HOME: Translation<typeof English.BREADCRUMB_HOME> = 'Inicio';
