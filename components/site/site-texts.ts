import * as English from '@/content/site';
import * as Spanish from '@/content/es/site';
import type { Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';

/** The shell's words in a language: header, side menu and footer read them from here. */
export function siteTexts(locale: Locale) {
  return {
    brand: pick(locale, English.BRAND, Spanish.BRAND),
    copyrightLine: pick(locale, English.copyrightLine, Spanish.copyrightLine),
    mainNav: pick(locale, English.MAIN_NAV, Spanish.MAIN_NAV),
    getAQuote: pick(locale, English.GET_A_QUOTE, Spanish.GET_A_QUOTE),
    fileAClaim: pick(locale, English.FILE_A_CLAIM, Spanish.FILE_A_CLAIM),
    footerFormLinks: pick(locale, English.FOOTER_FORM_LINKS, Spanish.FOOTER_FORM_LINKS),
    footerFormsHeading: pick(locale, English.FOOTER_FORMS_HEADING, Spanish.FOOTER_FORMS_HEADING),
    licensing: pick(locale, English.LICENSING_COPY, Spanish.LICENSING_COPY),
    footerProductLinks: pick(locale, English.FOOTER_PRODUCT_LINKS, Spanish.FOOTER_PRODUCT_LINKS),
    footerCompanyLinks: pick(locale, English.FOOTER_COMPANY_LINKS, Spanish.FOOTER_COMPANY_LINKS),
    shell: pick(locale, English.SHELL_TEXTS, Spanish.SHELL_TEXTS),
  };
}
