/** The Spanish (es-US) of content/home-insurance-pages.ts (decision 182). */
import type * as English from '@/content/home-insurance-pages';
import type { Translation } from '@/lib/i18n/translation';

export const HOME_ASSESSMENT_PAGE: Translation<typeof English.HOME_ASSESSMENT_PAGE> = {
  title: 'Evaluación de seguro de vivienda',
  description: 'Responda unas preguntas sobre su vivienda y compare primas estimadas en un minuto.',
  heading: 'Evaluación de seguro de vivienda',
  intro:
    'Cuéntenos sobre su vivienda y compararemos primas estimadas. Toma alrededor de un minuto, y un asesor con licencia está disponible si tiene preguntas: llame al',
};

export const HOME_ASSESSMENT_FORM: Translation<typeof English.HOME_ASSESSMENT_FORM> = {
  homeLegend: 'Su vivienda',
  state: 'Estado',
  statePlaceholder: 'Seleccione su estado',
  zipCode: 'Código postal',
  dwellingCoverage: 'Costo estimado de reconstrucción (USD)',
  dwellingCoverageHint: 'Lo que costaría reconstruir la vivienda, no su precio de mercado; por ejemplo, 360000.',
  squareFeet: 'Tamaño (pies cuadrados)',
  squareFeetHint: 'Por ejemplo, 2000.',
  yearBuilt: 'Año de construcción',
  yearBuiltHint: 'Por ejemplo, 2005.',
  construction: 'Tipo de construcción',
  constructionPlaceholder: 'Seleccione el tipo de construcción',
  roofAge: 'Antigüedad del techo (años)',
  roofAgeHint: '0 si el techo es nuevo.',
  claims: 'Reclamos en los últimos cinco años',
  claimsPlaceholder: 'Seleccione el número de reclamos',
  claimsNone: 'Ninguno',
  claimsThreeOrMore: '3 o más',
  deductible: 'Deducible preferido',
  contactLegend: 'Cómo comunicarnos con usted',
  fullName: 'Nombre completo',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  submit: 'Ver mis opciones',
  pending: 'Buscando sus opciones...',
};

export const RESULTS_PAGE: Translation<typeof English.RESULTS_PAGE> = {
  title: 'Sus opciones de seguro',
  noscriptIntro: 'Pulse el botón «Elegir plan» de un plan para confirmarlo.',
  noscriptPdf: 'Descargue sus opciones en PDF',
  noscriptOutro: 'o llámenos y un asesor las revisará con usted.',
};

export const RESULTS_LOADING: Translation<typeof English.RESULTS_LOADING> = {
  heading: 'Buscando sus opciones de seguro',
  status: 'Esto solo tomará un momento',
};

export const RESULTS_ERROR: Translation<typeof English.RESULTS_ERROR> = {
  heading: 'Error al cargar los resultados',
  text: 'Tuvimos un problema al cargar sus opciones de seguro.',
  action: 'Intentar la evaluación de nuevo',
  actionHref: '/assessment',
};

export const RESULTS_VIEW: Translation<typeof English.RESULTS_VIEW> = {
  heading: 'Sus opciones de seguro personalizadas',
  selectionLabel: 'Su selección',
  selectPrompt: 'Seleccione un plan de seguro para continuar.',
  selected: 'Seleccionó {provider}: {monthly}/mes',
  confirmedPlan: 'Su plan confirmado: {provider}. Un asesor se comunicará con usted en breve.',
  share: 'Compartir resultados',
  shareTitle: 'Mis opciones de seguro de vivienda',
  linkCopied: 'Enlace copiado',
  linkCopiedText: 'El enlace a sus resultados está en su portapapeles.',
  copyFailed: 'No se pudo copiar el enlace',
  pdf: 'Descargar PDF',
  confirm: 'Confirmar selección',
  confirmedTitle: 'Selección confirmada',
  confirmedText: 'Un asesor se comunicará con usted en breve con más detalles sobre el plan de seguro que eligió.',
  errorTitle: 'Error',
  errorText: 'Hubo un problema al guardar su selección. Inténtelo de nuevo.',
};

export const PLAN_CARD: Translation<typeof English.PLAN_CARD> = {
  insuranceTypes: { homeowners: 'Seguro de vivienda' },
  recommended: 'Recomendado',
  confirmed: 'Confirmado',
  perMonth: '/mes',
  annually: '{yearly} al año',
  coverage: 'Cobertura:',
  coverageDetails: 'Detalles de la cobertura:',
  deductible: 'Deducible:',
  liability: 'Responsabilidad civil:',
  personalProperty: 'Bienes personales:',
  medicalPayments: 'Gastos médicos:',
  features: 'Características:',
  selected: 'Seleccionado',
  select: 'Elegir plan',
};

export const COMPARISON_PANEL: Translation<typeof English.COMPARISON_PANEL> = {
  heading: 'Compare sus opciones',
  tabsLabel: 'Comparación',
  premiumsTab: 'Costo de las primas',
  coverageTab: 'Montos de cobertura',
  provider: 'Proveedor',
  premiumCaption: 'Prima mensual y anual por proveedor',
  monthlyPremium: 'Prima mensual',
  yearlyPremium: 'Prima anual',
  breakdownHeading: 'Desglose de la prima',
  monthly: 'Mensual',
  yearly: 'Anual',
  saving: 'Ahorre {amount} si paga anualmente',
  coverageCaption: 'Cobertura de la vivienda, de bienes personales y de responsabilidad civil por proveedor',
  dwelling: 'Vivienda',
  personalProperty: 'Bienes personales',
  liability: 'Responsabilidad civil',
  coverageHeading: 'Comparación de coberturas',
  medicalPayments: 'Gastos médicos',
  deductible: 'Deducible',
};

export const NEXT_STEPS: Translation<typeof English.NEXT_STEPS> = {
  heading: 'Próximos pasos',
  steps: [
    {
      title: 'Elija un plan',
      text: 'Elija la opción que mejor se adapte a su vivienda y a su presupuesto, y luego confirme su selección.',
    },
    {
      title: 'Contacto con un asesor',
      text: 'Un asesor con licencia revisa su elección y se comunica con usted, por lo general en menos de 24 horas.',
    },
    {
      title: 'Obtenga su cobertura',
      text: 'Su asesor confirma el precio final con la aseguradora y le ayuda a contratar la póliza.',
    },
  ],
};
