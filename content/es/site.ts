/**
 * The Spanish (es-US) of content/site.ts: brand line, navigation, shell and error pages
 * (decision 182). Links point at the Spanish twins under /es.
 */
import type * as English from '@/content/site';
import type { Translation } from '@/lib/i18n/translation';

export const ROOT_METADATA: Translation<typeof English.ROOT_METADATA> = {
  title: 'InsuranceMatch | Encuentre el seguro médico y de vida adecuado',
  titleTemplate: '%s | InsuranceMatch',
  description:
    'Asesores independientes con licencia que ayudan a personas, familias y pequeñas empresas a encontrar el seguro médico y de vida adecuado.',
};

export const BRAND: Translation<typeof English.BRAND> = {
  name: 'InsuranceMatch',
  tagline:
    'Ayudamos a los propietarios de vivienda a encontrar el seguro de hogar adecuado, de forma sencilla y transparente.',
};

export const copyrightLine: Translation<typeof English.copyrightLine> = (year) =>
  `© ${year} ${BRAND.name}. Todos los derechos reservados.`;

export const MAIN_NAV: Translation<typeof English.MAIN_NAV> = [
  { label: 'Quiénes somos', href: '/es#about' },
  { label: 'Proceso', href: '/es#how-it-works' },
  { label: 'Cobertura', href: '/es#coverage' },
  { label: 'Noticias', href: '/es/news' },
  { label: 'Reembolso de impuestos', href: '/es/tax-reimburse' },
  { label: 'Preguntas frecuentes', href: '/es#faq' },
  { label: 'Contacto', href: '/es/contact' },
];

export const GET_A_QUOTE: Translation<typeof English.GET_A_QUOTE> = {
  label: 'Pida una cotización',
  links: [
    { label: 'Seguro médico grupal para pequeñas empresas', href: '/es/small-business' },
    { label: 'Seguro de hogar', href: '/es/home-assessment' },
  ],
};

export const FILE_A_CLAIM: Translation<typeof English.FILE_A_CLAIM> = {
  label: 'Presentar un reclamo',
  href: '/es/claims',
};

export const FOOTER_FORM_LINKS: Translation<typeof English.FOOTER_FORM_LINKS> = [
  FILE_A_CLAIM,
  { label: 'Cotización para pequeñas empresas', href: '/es/small-business' },
  { label: 'Cotización de seguro de hogar', href: '/es/home-assessment' },
];

export const FOOTER_FORMS_HEADING: Translation<typeof English.FOOTER_FORMS_HEADING> = 'Cotizaciones y reclamos';

export const LICENSING_COPY: Translation<typeof English.LICENSING_COPY> = {
  heading: 'Licencias',
  npn: 'Número Nacional de Productor (NPN)',
  licenses: 'Licencias estatales de seguros',
  address: 'Dirección',
};

export const FOOTER_PRODUCT_LINKS: Translation<typeof English.FOOTER_PRODUCT_LINKS> = [
  { label: 'Cómo funciona', href: '/es#how-it-works' },
  { label: 'Tipos de cobertura', href: '/es#coverage-types' },
  { label: 'Precios', href: '/es/coverage-options' },
  { label: 'Preguntas frecuentes', href: '/es#faq' },
];

export const FOOTER_COMPANY_LINKS: Translation<typeof English.FOOTER_COMPANY_LINKS> = [
  { label: 'Quiénes somos', href: '/es#about' },
  { label: 'Noticias', href: '/es/news' },
];

export const NOT_FOUND_PAGE: Translation<typeof English.NOT_FOUND_PAGE> = {
  title: 'Página no encontrada',
  heading: 'Página no encontrada',
  text: 'La página que busca no existe o se ha movido. Nuestros asesores con licencia siguen aquí para ayudarle.',
  home: 'Ir a la página de inicio',
  contact: 'Contáctenos',
};

export const ERROR_PAGE: Translation<typeof English.ERROR_PAGE> = {
  heading: 'Algo salió mal',
  text: 'Lo sentimos, no pudimos mostrar esta página. Inténtelo de nuevo o llámenos y un asesor le ayudará directamente.',
  retry: 'Intentar de nuevo',
  home: 'Ir a la página de inicio',
};

export const SHELL_TEXTS: Translation<typeof English.SHELL_TEXTS> = {
  skipLink: 'Saltar al contenido principal',
  callPrefix: 'Llame al ',
  socialMedia: 'Redes sociales',
  opensInNewTab: '(se abre en una pestaña nueva)',
  mainNav: 'Principal',
  mobileNav: 'Móvil',
  formsNav: 'Cotizaciones y reclamos',
  openMenu: 'Abrir el menú',
  closeMenu: 'Cerrar el menú',
  siteMenu: 'Menú del sitio',
  menu: 'Menú',
  callButton: 'Llamar al',
  footer: {
    product: 'Producto',
    company: 'Empresa',
    legal: 'Legal',
    careers: 'Empleos',
    contact: 'Contacto',
    terms: 'Términos y condiciones',
    optOutBefore:
      'Para dejar de recibir llamadas y mensajes de texto en cualquier momento, llame a nuestra línea de exclusión:',
    optOutOr: ', o',
    optOutOnline: 'cancele su suscripción en línea',
  },
  theme: { theme: 'Tema', switchTo: 'Cambiar a', light: 'Claro', dark: 'Oscuro', system: 'Sistema' },
  toasts: { region: 'Notificaciones ({hotkey})', one: 'Notificación', close: 'Cerrar la notificación' },
  languageSwitch: { label: 'English', description: 'View this page in English' },
};
