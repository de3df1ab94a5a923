/** The Spanish (es-US) of content/thank-you.ts (decision 182): the /es/thank-you screen. */
import type * as English from '@/content/thank-you';
import type { Translation } from '@/lib/i18n/translation';

export const THANK_YOU_PAGE: Translation<typeof English.THANK_YOU_PAGE> = {
  title: 'Gracias',
  description: 'Gracias por su solicitud. Esto es lo que sigue.',
  heading: 'Gracias por su solicitud',
  suggestionHeading: 'Programas para los que podría calificar',
  medicaidLink: 'Infórmese sobre Medicaid',
  marketplaceLink: 'Visite el Mercado de Seguros Médicos',
  estimateNote:
    'Este es un cálculo aproximado según los ingresos del hogar y el número de personas que nos indicó y las pautas federales de pobreza del HHS. El Mercado de Seguros Médicos o la agencia de Medicaid de su estado toma la decisión final.',
  callPrompt: '¿Tiene preguntas mientras tanto? Llámenos:',
  reference: 'Su número de referencia:',
};

export const suggestionText: Translation<typeof English.suggestionText> = (suggestion, stateName) => {
  switch (suggestion.kind) {
    case 'medicaid':
      return {
        lead: `Es posible que califique para Medicaid en ${stateName}.`,
        detail: `Los ingresos de su hogar equivalen a cerca del ${suggestion.percentOfPoverty}% de la pauta federal de pobreza de ${suggestion.guidelineYear} para el tamaño de su hogar. Medicaid puede cubrirlo a un costo bajo o sin costo, y puede solicitarlo en cualquier época del año.`,
      };
    case 'marketplace-with-tax-credits':
      return {
        lead: 'Es posible que califique para un plan del Mercado de Seguros Médicos con un crédito fiscal para la prima.',
        detail: `Los ingresos de su hogar equivalen a cerca del ${suggestion.percentOfPoverty}% de la pauta federal de pobreza de ${suggestion.guidelineYear}, dentro del rango del 100% al 400% que da derecho al crédito fiscal para la prima. Su asesor comparará los planes y el ahorro al que tiene derecho.`,
      };
    case 'marketplace':
      return {
        lead: 'Puede comprar un plan del Mercado de Seguros Médicos o un plan privado.',
        detail: `Los ingresos de su hogar equivalen a cerca del ${suggestion.percentOfPoverty}% de la pauta federal de pobreza de ${suggestion.guidelineYear}, por encima del límite del 400% para el crédito fiscal para la prima. Su asesor comparará planes del Mercado de Seguros Médicos y planes privados para encontrar el que más le conviene.`,
      };
    case 'coverage-gap':
      return {
        lead: `${stateName} no ha ampliado Medicaid para la mayoría de los adultos.`,
        detail: `Los ingresos de su hogar equivalen a cerca del ${suggestion.percentOfPoverty}% de la pauta federal de pobreza de ${suggestion.guidelineYear}, por debajo del 100% que se necesita para el crédito fiscal para la prima del Mercado de Seguros Médicos. Los niños, las personas embarazadas y las personas con discapacidades aún podrían calificar para Medicaid: consulte con su estado. Su asesor revisará todas las opciones con usted.`,
      };
    case 'unknown':
      return {
        lead: 'Su asesor verificará para qué programas califica.',
        detail:
          'Según los ingresos y el tamaño de su hogar, podría calificar para Medicaid o para un plan del Mercado de Seguros Médicos con un crédito fiscal para la prima. Encontrará los dos enlaces a continuación.',
      };
  }
};

export const thankYouPromise: Translation<typeof English.thankYouPromise> = (sent) => {
  const advisor = 'Un asesor con licencia se comunicará con usted en un plazo de 24 horas.';
  if (sent.email && sent.text)
    return `En breve le enviaremos un correo electrónico y un mensaje de texto con los próximos pasos. ${advisor}`;
  if (sent.email) return `En breve le enviaremos un correo electrónico con los próximos pasos. ${advisor}`;
  if (sent.text) return `En breve le enviaremos un mensaje de texto con los próximos pasos. ${advisor}`;
  return advisor;
};
