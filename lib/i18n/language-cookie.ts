import { isLocale, type Locale } from './locale.ts';

/** The cookie that remembers a visitor's choice of language (decision 182): set by the switch only. */
export const LANGUAGE_COOKIE = 'language';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function languageCookie(locale: Locale, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/** The language a request's Cookie header remembers, if the visitor ever chose one. */
export function rememberedLocale(cookieHeader: string | undefined): Locale | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}
