import type { Locale } from '@/lib/i18n/locale';

/**
 * The shape a translation of an English text module must have: the same keys, lists and
 * functions, with every string free to differ. `content/es/*.ts` declare their exports with it,
 * so a text missing in Spanish fails the typecheck (issue 26, decision 182).
 */
export type Translation<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Translation<R>
      : T extends readonly (infer U)[]
        ? readonly Translation<U>[]
        : { readonly [K in keyof T]: Translation<T[K]> };

/** The text for a language: the English module's value, or its Spanish translation. */
export function pick<T>(locale: Locale, english: T, spanish: Translation<NoInfer<T>>): Translation<T> {
  return (locale === 'es' ? spanish : english) as Translation<T>;
}
