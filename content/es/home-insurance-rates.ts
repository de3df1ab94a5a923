/**
 * The Spanish (es-US) of what content/home-insurance-rates.ts says to a visitor (decision 182).
 * An agency's own rating table (carrier names, features) stays as the agency wrote it; the example
 * table, which a site shows until it has one, is translated here (its levels and features).
 */
import type * as English from '@/content/home-insurance-rates';
import type { Translation } from '@/lib/i18n/translation';

export const CONSTRUCTION_TYPES: Translation<typeof English.CONSTRUCTION_TYPES> = [
  { value: 'frame', label: 'Estructura de madera' },
  { value: 'masonry_veneer', label: 'Revestimiento de ladrillo o piedra' },
  { value: 'masonry', label: 'Mampostería sólida (ladrillo, bloque, concreto)' },
];

export const ESTIMATE_NOTICE: Translation<typeof English.ESTIMATE_NOTICE> =
  'Estas primas son estimaciones basadas en los datos que nos dio, no una cotización en firme. Su asesor con licencia confirma con la aseguradora el precio final, la cobertura y la elegibilidad antes de que se emita cualquier póliza.';

export const EXAMPLE_RATES_NOTICE: Translation<typeof English.EXAMPLE_RATES_NOTICE> =
  'Estas opciones son estimaciones por nivel de cobertura, no ofertas de una aseguradora específica. Un asesor con licencia confirma cotizaciones de aseguradoras reales antes de que usted elija una póliza.';

export const NO_CARRIER_COPY: Translation<typeof English.NO_CARRIER_COPY> = {
  heading: (stateName) => `Un asesor buscará opciones en ${stateName}`,
  text: (stateName) =>
    `Ninguna de las aseguradoras que podemos estimar en línea ofrece todavía seguro de vivienda en ${stateName}. Tenemos sus datos, y un asesor con licencia buscará opciones en ${stateName} y se comunicará con usted.`,
  action: 'Contáctenos',
};

export const UNKNOWN_RESULTS_COPY: Translation<typeof English.UNKNOWN_RESULTS_COPY> = {
  heading: 'No reconocemos este enlace de resultados',
  text: 'No hay opciones de seguro en este enlace. Puede que esté mal escrito o incompleto: revise la dirección que recibió, o comience una nueva evaluación para ver sus opciones en unos minutos.',
  action: 'Comenzar una nueva evaluación',
  // The page links to this path in its own language.
  actionHref: '/home-assessment',
};

/**
 * The coverage levels of the example table (content/rates/example-rates.json) in Spanish; a level
 * an agency's own example table adds keeps its name.
 */
const COVERAGE_LEVELS: Readonly<Record<string, string>> = {
  Essential: 'Esencial',
  Enhanced: 'Ampliada',
  Premier: 'Premier',
};

export const coverageLevelName: Translation<typeof English.coverageLevelName> = (level) =>
  `Cobertura ${COVERAGE_LEVELS[level] ?? level}`;

export const coverageOptionName: Translation<typeof English.coverageOptionName> = (position) =>
  `Opción de cobertura ${position}`;

/**
 * The features of the example table (content/rates/example-rates.json) in Spanish; a feature an
 * agency's own example table adds keeps its words.
 */
const EXAMPLE_FEATURES: Readonly<Record<string, string>> = {
  'Replacement cost on dwelling': 'Costo de reposición de la vivienda',
  'Water backup coverage': 'Cobertura por desbordamiento de desagües',
  '24/7 claims hotline': 'Línea de reclamos las 24 horas, todos los días',
  'Multi-policy discount': 'Descuento por varias pólizas',
  'Extended replacement cost (+10%)': 'Costo de reposición ampliado (+10%)',
  'Identity theft restoration': 'Restauración en caso de robo de identidad',
  'Equipment breakdown coverage': 'Cobertura por avería de equipos',
  'Loss of use up to 24 months': 'Pérdida de uso hasta por 24 meses',
  'Lowest monthly cost': 'El costo mensual más bajo',
  'Online policy management': 'Administración de la póliza en línea',
  'Claims-free renewal credit': 'Crédito de renovación sin reclamos',
};

export const exampleFeature: Translation<typeof English.exampleFeature> = (feature) =>
  EXAMPLE_FEATURES[feature] ?? feature;
