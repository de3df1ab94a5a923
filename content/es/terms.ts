/**
 * The Spanish (es-US) of content/terms.ts (decision 182). A faithful translation for readers: the
 * page says that the English version prevails (content/es/legal.ts), and the agency's counsel
 * reviews these words before they are relied on.
 */
import type * as English from '@/content/terms';
import type { Translation } from '@/lib/i18n/translation';

export const TERMS_PAGE: Translation<typeof English.TERMS_PAGE> = {
  title: 'Términos y condiciones',
  description:
    'Los términos y condiciones del sitio web de InsuranceMatch: consentimiento, privacidad, recopilación de datos, cookies y cómo darse de baja.',
  heading: 'Términos y condiciones',
  updated: 'Última actualización: 1 de enero de 2025',
  intro: 'Al usar este sitio web, usted acepta estos términos. Léalos con atención.',
  sectionsLabel: 'Secciones',
};

/** Same sections, ids and order as the English; `{phone}` and `{email}` are filled in the same way. */
export const TERMS_SECTIONS: Translation<typeof English.TERMS_SECTIONS> = [
  {
    id: 'consent',
    heading: 'Consentimiento para comunicarnos con usted',
    paragraphs: [
      'Cuando marca la casilla de consentimiento en uno de nuestros formularios, usted confirma que tiene 18 años o más y acepta que InsuranceMatch y sus agentes con licencia lo llamen y le envíen mensajes de texto al número que proporcionó, incluidas llamadas y mensajes de texto realizados con un sistema de marcación automática o mensajes pregrabados. Si no marca la casilla, respondemos a su solicitud por correo electrónico o lo llamamos solo para atenderla.',
      'Su consentimiento no es una condición de compra. Puede revocarlo en cualquier momento en nuestra página para darse de baja (/es/opt-out), llamando al {phone} o por cualquier otro medio razonable.',
    ],
  },
  {
    id: 'privacy',
    heading: 'Privacidad',
    paragraphs: [
      'Usamos la información que nos da solo para responderle, buscar opciones de seguro para usted y prestar nuestros servicios. No vendemos su información personal.',
    ],
  },
  {
    id: 'medical-disclaimer',
    heading: 'Aviso médico',
    paragraphs: [
      'El contenido de este sitio web es información general sobre seguros. No es un consejo médico y no reemplaza el consejo de un médico u otro profesional de la salud calificado.',
    ],
  },
  {
    id: 'data-collection',
    heading: 'Recopilación de datos',
    paragraphs: [
      'Recopilamos la información que usted ingresa en nuestros formularios y encuestas, como su nombre, sus datos de contacto, los datos de su hogar y de sus ingresos, e información técnica como el tipo de navegador y las páginas que visita.',
      'Los archivos que adjunta a un reclamo se guardan de forma privada y solo los ve el personal que lo atiende.',
    ],
  },
  {
    id: 'electronic-communication',
    heading: 'Comunicaciones electrónicas',
    paragraphs: [
      'Usted acepta que podemos enviarle avisos y documentos por medios electrónicos, y que las comunicaciones electrónicas cumplen cualquier requisito de que consten por escrito. Pueden aplicarse tarifas por mensajes y datos a los mensajes de texto.',
    ],
  },
  {
    id: 'liability',
    heading: 'Limitación de responsabilidad',
    paragraphs: [
      'Procuramos que la información de este sitio web sea exacta, pero los detalles, los precios y la disponibilidad de los planes los fijan las aseguradoras y pueden cambiar. La cobertura se rige únicamente por la póliza que emite la aseguradora. En la medida en que la ley lo permita, no somos responsables de las pérdidas que resulten del uso de este sitio web.',
    ],
  },
  {
    id: 'changes',
    heading: 'Cambios a estos términos',
    paragraphs: [
      'Podemos actualizar estos términos de vez en cuando. La fecha que aparece arriba indica la versión más reciente; si sigue usando el sitio web, usted la acepta.',
    ],
  },
  {
    id: 'pixels-cookies',
    heading: 'Píxeles y cookies',
    paragraphs: [
      'Cuando la analítica está activada, este sitio web puede usar cookies y píxeles (como Google Analytics, Google Tag Manager y el píxel de Meta) para medir las visitas y el rendimiento de nuestra publicidad. Puede bloquear o eliminar las cookies en la configuración de su navegador.',
    ],
  },
  {
    id: 'opt-out',
    heading: 'Darse de baja por correo electrónico',
    paragraphs: [
      'Para dejar de recibir mensajes nuestros, o para pedirnos que eliminemos su información, escriba a {email} con el asunto "Opt out", o responda STOP a cualquier mensaje de texto.',
    ],
  },
  {
    id: 'governing-law',
    heading: 'Ley aplicable',
    paragraphs: [
      'Estos términos se rigen por las leyes de los Estados Unidos y del estado en el que está registrada la agencia, sin tener en cuenta las normas sobre conflictos de leyes.',
    ],
  },
];
