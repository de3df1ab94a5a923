/**
 * The Spanish (es-US) of content/tax-reimburse.ts (decision 182). HRA keeps its English initials, as
 * the IRS and CuidadoDeSalud.gov write it in Spanish; the resources are English pages and say so.
 */
import type * as English from '@/content/tax-reimburse';
import type { Translation } from '@/lib/i18n/translation';

export const TAX_PAGE: Translation<typeof English.TAX_PAGE> = {
  title: 'Reembolso de impuestos',
  description:
    'Cómo un arreglo de reembolso de salud (HRA) de la Sección 105 permite que una pequeña empresa reembolse gastos médicos libres de impuestos: requisitos, tipos de HRA, ventajas fiscales y errores comunes.',
  heading: 'Reembolso de impuestos: arreglos de reembolso de salud (HRA 105)',
  intro:
    'Los dueños de pequeñas empresas pueden pagar los gastos de salud de su equipo con dinero antes de impuestos mediante un arreglo de reembolso de salud. Le explicamos cómo funciona y qué debe tener en cuenta.',
  what: {
    heading: '¿Qué es un HRA 105?',
    paragraphs: [
      'Un arreglo de reembolso de salud (HRA, por sus siglas en inglés) es un plan que financia el empleador, regido por la Sección 105 del Código de Impuestos Internos, que reembolsa a los empleados sus gastos médicos calificados, como primas, deducibles, copagos y medicamentos recetados.',
      'Cuando el plan cumple las reglas, el empleador deduce los reembolsos como gasto del negocio y los empleados los reciben libres de impuestos sobre los ingresos y sobre la nómina.',
    ],
  },
  howItWorks: {
    heading: 'Cómo funciona',
    steps: [
      {
        title: 'Establezca un plan por escrito',
        text: 'El empleador adopta un documento del plan por escrito que indica quién es elegible, qué gastos se cubren y la asignación anual.',
      },
      {
        title: 'Los empleados pagan y guardan los recibos',
        text: 'Los empleados pagan sus gastos médicos calificados o sus primas y guardan los recibos o estados de cuenta.',
      },
      {
        title: 'Solicitud de reembolso',
        text: 'Los empleados presentan un comprobante de cada gasto; el empleador o un administrador lo verifica según el plan.',
      },
      {
        title: 'Reembolso libre de impuestos',
        text: 'El empleador reembolsa los gastos aprobados hasta el límite de la asignación y los deduce como gasto del negocio.',
      },
    ],
  },
  requirements: {
    heading: 'Requisitos básicos',
    caption: 'Lo que necesita un plan HRA 105 para conservar sus ventajas fiscales',
    columns: ['Requisito', 'Qué significa'],
    rows: [
      {
        requirement: 'Plan por escrito',
        meaning:
          'Un documento formal del plan establece la elegibilidad, los gastos cubiertos y las asignaciones antes de reembolsar cualquier gasto.',
      },
      {
        requirement: 'Solo gastos médicos',
        meaning:
          'Solo se pueden reembolsar gastos médicos calificados según las reglas del IRS (Sección 213(d)), nunca salarios ni gastos personales.',
      },
      {
        requirement: 'Financiado solo por el empleador',
        meaning: 'El empleador paga el plan; los empleados no pueden financiarlo con reducciones de su salario.',
      },
      {
        requirement: 'Sin discriminación',
        meaning:
          'El plan no puede favorecer a los empleados con salarios altos en la elegibilidad ni en los beneficios.',
      },
      {
        requirement: 'Documentación',
        meaning:
          'Cada reembolso está respaldado por recibos o estados de cuenta que muestran el gasto, la fecha y el monto.',
      },
    ],
  },
  types: {
    heading: 'Tipos de HRA',
    items: [
      {
        name: 'HRA clásico o integrado',
        text: 'Va unido a un plan de salud grupal que ofrece el empleador; reembolsa gastos de bolsillo como deducibles y copagos.',
      },
      {
        name: 'ICHRA',
        text: 'HRA de cobertura individual: un empleador de cualquier tamaño reembolsa las primas de planes de salud individuales, con asignaciones que pueden variar según la categoría de empleado.',
      },
      {
        name: 'QSEHRA',
        text: 'HRA calificado para empleadores pequeños, con menos de 50 empleados a tiempo completo, que no ofrecen un plan grupal; el IRS fija un límite a las asignaciones anuales.',
      },
      {
        name: 'EBHRA',
        text: 'HRA de beneficios exceptuados: se ofrece junto a un plan grupal para reembolsar beneficios exceptuados, como los dentales y de la vista, con un límite anual que fija el IRS.',
      },
    ],
  },
  advantages: {
    heading: 'Ventajas fiscales',
    items: [
      'Los reembolsos son deducibles para el negocio.',
      'Los empleados los reciben libres del impuesto federal sobre los ingresos y de los impuestos sobre la nómina.',
      'El empleador tampoco paga impuestos sobre la nómina por los montos reembolsados.',
      'Costos previsibles: el empleador fija la asignación y solo paga los gastos que realmente se producen.',
    ],
  },
  spousal: {
    heading: 'Estrategia del plan para el cónyuge en una pequeña empresa',
    paragraphs: [
      'El dueño de un negocio unipersonal no puede participar en su propio HRA, pero su cónyuge sí, si es un verdadero empleado del negocio. Cuando el HRA del cónyuge cubre al empleado, a su cónyuge y a sus dependientes, los gastos médicos de la familia se pueden reembolsar por medio del negocio.',
      'El cónyuge debe hacer un trabajo real por un salario razonable y estar en la nómina, y el plan debe seguir las mismas reglas que cualquier otro HRA. Los dueños de corporaciones S con más del 2 % de las acciones (y sus cónyuges) no pueden usar esta estrategia de la misma manera.',
    ],
  },
  pitfalls: {
    heading: 'Errores que debe evitar',
    items: [
      'Reembolsar sin un plan por escrito, o adoptar el plan después de los gastos.',
      'Pagar la asignación en efectivo haya o no un gasto médico.',
      'Favorecer a los dueños o a los empleados con salarios altos.',
      'No tener los recibos o registros de los reembolsos.',
      'Combinar un HRA con el crédito fiscal para la prima del Mercado de Seguros Médicos de una forma que las reglas no permiten.',
    ],
  },
  resources: {
    heading: 'Recursos (en inglés)',
    links: [
      {
        label: 'Publicación 502 del IRS: gastos médicos y dentales',
        href: 'https://www.irs.gov/publications/p502',
      },
      {
        label: 'Publicación 15-B del IRS: guía tributaria del empleador sobre los beneficios complementarios',
        href: 'https://www.irs.gov/publications/p15b',
      },
      {
        label: 'HealthCare.gov: arreglos de reembolso de salud',
        href: 'https://www.healthcare.gov/small-businesses/employers/hras/',
      },
    ],
  },
  disclaimerLabel: 'Aviso: ',
  disclaimer:
    'Esta página ofrece información general, no asesoría fiscal ni legal. Las reglas tributarias cambian y dependen de su situación: consulte con un profesional de impuestos o un abogado calificado antes de establecer un HRA.',
  cta: {
    heading: '¿Quiere ayuda para establecer un HRA en su negocio?',
    text: 'Nuestros asesores con licencia pueden explicarle sus opciones y ponerle en contacto con el plan adecuado.',
    contact: 'Contáctenos',
    call: 'Llame al',
  },
};
