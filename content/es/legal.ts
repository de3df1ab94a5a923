/**
 * Spanish only, with no English counterpart: the line a translated legal text carries at its top
 * (the privacy policy and the terms), saying that the English text prevails where the two differ,
 * with a link to it. An English page has nothing to say here, so this is not a Translation.
 */
export const ENGLISH_PREVAILS = {
  text: 'En caso de discrepancia, prevalece la versión en inglés.',
  link: 'Leer la versión en inglés',
} as const;
