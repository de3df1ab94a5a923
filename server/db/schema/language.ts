import { text } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/i18n/locale';

/**
 * The language the visitor used (issue 26, decision 183): every table of visitor submissions has
 * this one column, so the agency sees it everywhere the submission is shown. Rows from before
 * Spanish pages existed, and anything that did not say, are English.
 */
export const languageColumn = () => text('language').$type<Locale>().notNull().default('en');
