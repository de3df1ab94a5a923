/**
 * The news feed as both sides see it: the article shape and the list's paging rules (the product specification, News
 * screen).
 */

import { localizedPath, type Locale } from '@/lib/i18n/locale';

export interface NewsArticle {
  headline: string;
  /** Shown collapsed. */
  summary: string;
  /** Shown after Read More (formatted); empty when the sheet has none. */
  fullSummary: string;
  url: string;
  /** ISO timestamp, or null when the sheet's date could not be read. */
  dateCreated: string | null;
}

export const PAGE_SIZES = [5, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 5;

export interface Paging {
  page: number;
  size: number;
  totalPages: number;
  total: number;
  /** 1-based positions of the first and last article shown (0 and 0 when there are none). */
  from: number;
  to: number;
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Reads ?page=&size= leniently: an unknown size falls back to the default, a page that is not a
 * positive whole number to 1, and a page past the end to the last page. Never throws.
 */
export function resolvePaging(query: { page?: string | string[]; size?: string | string[] }, total: number): Paging {
  const sizeText = firstValue(query.size)?.trim() ?? '';
  const sizeValue = /^\d{1,3}$/.test(sizeText) ? Number(sizeText) : NaN;
  const size = (PAGE_SIZES as readonly number[]).includes(sizeValue) ? sizeValue : DEFAULT_PAGE_SIZE;
  const totalPages = Math.max(1, Math.ceil(total / size));
  const pageText = firstValue(query.page)?.trim() ?? '';
  const requested = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
  const page = Math.min(Math.max(1, requested), totalPages);
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(total, page * size);
  return { page, size, totalPages, total, from, to };
}

/** The page numbers to show, with null for a gap: 1 … 4 5 6 … 20. */
export function pageNumbers(page: number, totalPages: number): (number | null)[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const wanted = new Set([1, totalPages, page - 1, page, page + 1]);
  const sorted = [...wanted].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const n of sorted) {
    const previous = result.at(-1);
    if (typeof previous === 'number' && n - previous > 1) result.push(null);
    result.push(n);
  }
  return result;
}

/**
 * What the list shows opened, by the article's url, so that a browser without JavaScript opens it by
 * following a link: an article's full summary (`more`) and its comments (`comments`); `posted` says
 * that the comment form without JavaScript has just stored a comment (shown or held for approval).
 */
export interface OpenedParts {
  more?: string;
  comments?: string;
  posted?: CommentPosted;
}
export type CommentPosted = 'published' | 'held';

/** The id of the comments opened by address (one article's at a time): the link's and the form's fragment. */
export const OPENED_COMMENTS_ID = 'opened-comments';

/**
 * The list's address for a page in the page's language: size is kept, the default size is left out;
 * then what it shows opened, and the fragment to land on.
 */
export function newsHref(
  page: number,
  size: number,
  locale: Locale = 'en',
  opened: OpenedParts = {},
  fragment?: string,
): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (size !== DEFAULT_PAGE_SIZE) params.set('size', String(size));
  if (opened.more) params.set('more', opened.more);
  if (opened.comments) params.set('comments', opened.comments);
  if (opened.comments && opened.posted) params.set('posted', opened.posted);
  const query = params.toString();
  const path = localizedPath('/news', locale);
  return `${query ? `${path}?${query}` : path}${fragment ? `#${fragment}` : ''}`;
}

/** What an address opens (its first values; `posted` only as one of its two words). */
export function openedPartsOf(query: {
  more?: string | string[];
  comments?: string | string[];
  posted?: string | string[];
}): OpenedParts {
  const posted = firstValue(query.posted);
  return {
    more: firstValue(query.more) || undefined,
    comments: firstValue(query.comments) || undefined,
    posted: posted === 'published' || posted === 'held' ? posted : undefined,
  };
}

/** The locale dates are written in on a page of each language (US formats in both). */
export const DATE_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/**
 * "October 21, 2025" ("21 de octubre de 2025" in Spanish) in UTC, the same on the server and in
 * every browser.
 */
export function formatArticleDate(iso: string | null, locale: Locale = 'en'): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(DATE_LOCALE[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}
