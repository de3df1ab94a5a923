'use client';

import { createContext, useContext } from 'react';
import type { ARTICLE_DETAILS_COPY, COMMENT_COPY } from '@/content/news';
import type { Locale } from '@/lib/i18n/locale';
import type { Translation } from '@/lib/i18n/translation';

/** What the list's client components say, in the page's language (decision 182). */
export interface NewsTexts {
  locale: Locale;
  details: Translation<typeof ARTICLE_DETAILS_COPY>;
  comments: Translation<typeof COMMENT_COPY>;
  /** The privacy policy in the page's language, linked from the comment form. */
  privacyHref: string;
}

const NewsTextsContext = createContext<NewsTexts | null>(null);

/**
 * Set once around the list by the server page: every card's Read More and comments read their
 * words here, so a page of 100 articles carries them once and a Spanish page ships Spanish only.
 */
export function NewsTextsProvider({ texts, children }: { texts: NewsTexts; children: React.ReactNode }) {
  return <NewsTextsContext value={texts}>{children}</NewsTextsContext>;
}

export function useNewsTexts(): NewsTexts {
  const texts = useContext(NewsTextsContext);
  if (!texts) throw new Error('useNewsTexts needs a NewsTextsProvider around the list.');
  return texts;
}
