/**
 * The Spanish (es-US) of content/thank-you-estimate.ts (decision 182): the words of the premium
 * tax credit estimate on /es/thank-you. Dollars as in English (US format).
 */
import { AGE_RATING } from '@/content/estimate/age-curves';
import { APPLICABLE_PERCENTAGES } from '@/content/estimate/applicable-percentage';
import { BENCHMARK_PREMIUMS } from '@/content/estimate/benchmark-premiums';
import type * as English from '@/content/thank-you-estimate';
import { formatUsd } from '@/lib/currency';
import type { Translation } from '@/lib/i18n/translation';

const CLIFF_PERCENT_OF_POVERTY = APPLICABLE_PERCENTAGES.maxPercentOfPoverty;

export const ESTIMATE_TEXT: Translation<typeof English.ESTIMATE_TEXT> = {
  heading: (planYear) => `Su cálculo del crédito fiscal para la prima de ${planYear}`,
  figures: {
    credit: 'Crédito fiscal para la prima',
    benchmark: 'Prima del plan plata de referencia',
    contribution: 'Su aporte esperado',
    afterCredit: 'Precio después del crédito',
  },
  perMonth: '/mes',
  afterCredit: (afterCredit) =>
    `Una prima mensual de unos ${formatUsd(afterCredit, 'es')} por un plan plata de referencia después del crédito.`,
  methodHeading: 'Cómo lo calculamos',
  method: (estimate, stateName) =>
    [
      `Los ingresos de su hogar equivalen al ${estimate.percentOfPoverty}% de la pauta federal de pobreza de ${estimate.guidelineYear} para el tamaño de su hogar.`,
      `Con esos ingresos, la ley espera que usted pague el ${estimate.applicablePercentage}% de sus ingresos por el plan de referencia, el segundo plan plata más económico: unos ${formatUsd(estimate.contributionMonthly ?? 0, 'es')} al mes.`,
      `El plan de referencia para su hogar en ${stateName} cuesta unos ${formatUsd(estimate.benchmarkMonthly ?? 0, 'es')} al mes: el promedio del estado para una persona de 40 años, ajustado según la edad de cada persona.`,
      `El crédito paga la diferencia entre las dos cantidades, y nunca es menor que cero.`,
    ].join(' '),
  noCreditBenchmarkBelow:
    'El plan de referencia cuesta menos que su aporte esperado, así que no hay crédito: usted pagaría el precio del plan.',
  cliff: (estimate) =>
    `Los ingresos de su hogar equivalen al ${estimate.percentOfPoverty}% de la pauta federal de pobreza de ${estimate.guidelineYear}, ${estimate.percentOfPoverty - CLIFF_PERCENT_OF_POVERTY} puntos por encima del límite del ${CLIFF_PERCENT_OF_POVERTY}%. A partir de ${estimate.planYear} no hay crédito fiscal para la prima por encima de ese límite, sin importar cuánto lo supere.`,
  cliffCost: (benchmarkMonthly) =>
    `Por lo tanto, pagaría el plan plata de referencia completo: unos ${formatUsd(benchmarkMonthly, 'es')} al mes, ${formatUsd(Math.round(benchmarkMonthly * 1200) / 100, 'es')} al año.`,
  cliffNotPriced:
    'Todavía no tenemos la prima de referencia de su estado, así que no podemos decirle cuánto le costaría el plan; su asesor se lo dirá.',
  incomeChange: (planYear) =>
    `Si sus ingresos pueden cambiar durante el año, avísele al Mercado de Seguros Médicos cuando cambien: a partir de ${planYear}, todo crédito pagado por adelantado por encima de lo que le corresponde se debe devolver en su totalidad con su declaración de impuestos.`,
  // The stored message is the specification's English (the API's answer): the page says the same in its own words.
  notPriced: ({ stateName }) =>
    `Todavía no podemos calcular en línea su crédito fiscal para la prima en ${stateName}. Su asesor le cotizará planes reales y sus precios.`,
  estimateNote: 'Esto es un cálculo aproximado, no una cotización. Su asesor le cotizará planes reales y sus precios.',
  sourcesHeading: 'Fuentes (en inglés)',
  // The publications keep their own (English) titles; what we say of each is in Spanish.
  sources: [
    {
      label: 'IRS, Rev. Proc. 2025-25 (tabla de porcentajes aplicables a los años tributarios que comienzan en 2026)',
      href: APPLICABLE_PERCENTAGES.url,
    },
    {
      label: 'KFF State Health Facts, "Marketplace Average Benchmark Premiums", 2026 (una persona de 40 años, por mes)',
      href: BENCHMARK_PREMIUMS.url,
    },
    {
      label:
        'CMS, "Final Guidance Regarding Age Curves and State Reporting" (16 de diciembre de 2016, apéndice I: la ' +
        'curva de edad estándar federal, vigente desde el año del plan 2018 y sin cambios para 2026); CMS, "Market ' +
        'Rating Reforms: State Specific Age Curve Variations" (31 de mayo de 2017, para los años del plan desde ' +
        '2018; no encontramos una edición posterior: las curvas de AL, DC, MA, MN, MS, OR y UT) y "State Specific ' +
        'Rating Variations" (niveles familiares)',
      href: AGE_RATING.url,
    },
    {
      label: 'HHS, pautas de pobreza',
      href: 'https://aspe.hhs.gov/topics/poverty-economic-mobility/poverty-guidelines',
    },
  ],
};
